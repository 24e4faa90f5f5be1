'use client';

import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on: for what only the browser
 * knows (a stored choice) or should only do there, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
