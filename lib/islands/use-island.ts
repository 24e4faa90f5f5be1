'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';
import { connectionAllowsPreload } from './connection-allows-preload';
import type { AnyIsland } from './island';

/**
 * Whether to render an island yet, and `mount` to ask for it now (a tap, a pointer coming
 * near). The island is mounted once its code is in: ahead of use while the page is idle when
 * its declaration says so, or after `mount`. A closed dialog is then built while nobody waits,
 * and the tap only shows it.
 *
 * Mounting is a transition: the island's next/dynamic component suspends once, on code that
 * has already arrived, and React holds the transition for that instead of showing a fallback.
 * A load that fails (the visitor went offline) leaves it unmounted, and the next `mount` tries
 * again.
 */
export function useIsland(island: AnyIsland): { mounted: boolean; mount: () => void } {
  const [mounted, setMounted] = useState(false);
  const live = useRef(true);
  const loadAndMount = useCallback(
    () =>
      island.load().then(() => {
        if (live.current) startTransition(() => setMounted(true));
      }),
    [island],
  );

  useEffect(() => {
    live.current = true;
    // Errors wait for the real use, which reports them.
    const cancel =
      island.ready === 'ahead' && connectionAllowsPreload()
        ? whenIdle(() => loadAndMount().catch(() => undefined))
        : undefined;
    return () => {
      live.current = false;
      cancel?.();
    };
  }, [island, loadAndMount]);

  const mount = useCallback(() => {
    loadAndMount().catch((error: unknown) =>
      console.error('Could not load a part of the page', error),
    );
  }, [loadAndMount]);

  return { mounted, mount };
}
