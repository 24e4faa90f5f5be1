'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

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
    if (!useHydrated()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}
