'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const noSubscription = () => () => {};

/**
 * A component whose code loads when it first renders, in the browser only: what
 * `next/dynamic(load, { ssr: false })` does, from React's own `lazy` and `Suspense`, so pages
 * do not download next/dynamic's loader as well. Until the code is in, it renders nothing; a
 * caller that wants it sooner calls the same `load` ahead (on hover, say).
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Lazy = lazy(load);
  function LazyIsland(props: Props) {
    const inBrowser = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    if (!inBrowser) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}
