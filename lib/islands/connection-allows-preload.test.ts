/** @jest-environment jsdom */
import { connectionAllowsPreload } from './connection-allows-preload';

describe('connectionAllowsPreload', () => {
  it('fetches ahead unless the visitor saves data or is on 2G', () => {
    expect(connectionAllowsPreload(undefined)).toBe(true);
    expect(connectionAllowsPreload({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPreload({ effectiveType: '3g' })).toBe(true);
    expect(connectionAllowsPreload({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPreload({ effectiveType: 'slow-2g' })).toBe(false);
    expect(connectionAllowsPreload({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
