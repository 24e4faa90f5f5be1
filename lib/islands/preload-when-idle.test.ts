/** @jest-environment jsdom */
import { connectionAllowsPreload, preloadWhenIdle } from './preload-when-idle';

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

describe('preloadWhenIdle', () => {
  it('runs every preload once the page is loaded and idle, and swallows their failures', async () => {
    const ran: string[] = [];
    preloadWhenIdle(
      async () => void ran.push('dialog'),
      async () => {
        ran.push('text');
        throw new Error('offline');
      },
    );
    preloadWhenIdle(async () => void ran.push('panel'));
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual(['dialog', 'text', 'panel']);
  });
});
