'use client';

import { useSyncExternalStore } from 'react';
import { useBrowserStore } from './use-browser-store';

const noChanges = () => () => {};
const always = () => true;

/**
 * False on the server and while the page hydrates, true from then on: for what only the browser
 * knows (a stored choice) or should only do there, without a hydration mismatch. True at once in
 * a part mounted after hydration (a dialog); a part rendered with the page re-renders right after
 * hydration, synchronously.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, always, () => false);
}

/**
 * useHydrated for a part rendered with the page: its re-render after hydration is a transition,
 * which React renders in short slices instead of one task (lib/browser/use-browser-store.ts).
 */
export function usePageHydrated(): boolean {
  return useBrowserStore(noChanges, always) ?? false;
}
