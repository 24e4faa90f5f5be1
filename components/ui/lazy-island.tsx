'use client';

import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { useHydrated } from '@/lib/use-hydrated';

/** A component whose code loads on first render, with `preload` to fetch that code ahead. */
export type LazyIsland<Props, Module = { default: ComponentType<Props> }> = ComponentType<Props> & {
  preload: () => Promise<Module>;
};

type PropsOf<Module> = Module extends { default: ComponentType<infer Props> } ? Props : never;

/**
 * A component whose code loads when it first renders, in the browser only: what
 * `next/dynamic(load, { ssr: false })` does, plus one thing it cannot. Once `preload` has
 * brought the code in (the page was idle, the pointer came near), the component renders at
 * once, without suspending: a suspended island shows only after React's fallback throttle,
 * which on a phone added a few hundred milliseconds to a tap whose code was already there.
 * Until the code is in, it renders `fallback` (nothing by default).
 */
export function lazyIsland<
  Module extends { default: ComponentType<never> },
  Props extends PropsOf<Module> & object = PropsOf<Module> & object,
>(load: () => Promise<Module>, fallback?: ComponentType<Props>): LazyIsland<Props, Module> {
  let loaded: ComponentType<Props> | undefined;
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = module.default as unknown as ComponentType<Props>;
      return module;
    }),
  );
  const Fallback: ComponentType<Props> = fallback ?? (() => null);
  const Lazy = lazy(() => preload() as unknown as Promise<{ default: ComponentType<Props> }>);

  function Island(props: Props) {
    // Chosen once per mount: switching from the lazy component to the loaded one would remount it.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  function LazyIsland(props: Props) {
    if (!useHydrated()) return <Fallback {...props} />;
    return <Island {...props} />;
  }
  return Object.assign(LazyIsland, { preload });
}
