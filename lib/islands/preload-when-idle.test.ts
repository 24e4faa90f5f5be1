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
  it('loads the islands one at a time, most wanted first, and survives a failure', async () => {
    const events: string[] = [];
    const load =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push(`end ${name}`);
        if (fail) throw new Error('offline');
      };
    preloadWhenIdle(2, load('confirm dialog'));
    preloadWhenIdle(1, load('chat panel', true), load('chat text'));
    preloadWhenIdle(0, load('access request'));
    expect(events).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events).toEqual([
      'start access request',
      'end access request',
      'start chat panel',
      'start chat text',
      'end chat panel',
      'end chat text',
      'start confirm dialog',
      'end confirm dialog',
    ]);
  });
});
