'use client';

import { useEffect, useState } from 'react';
import { preloadWhenIdle, type PreloadPriority } from './preload-when-idle';

const always = () => true;

/**
 * True once `load` has succeeded while the page was idle
 * (`preloadWhenIdle`'s order and connection rule): a closed island mounts from then on, built
 * ahead, so its first use only shows it. With `when` false nothing is loaded ahead. Both are
 * stable functions (module constants), read in an effect.
 */
export function useReadyWhenIdle(
  priority: PreloadPriority,
  load: () => Promise<unknown>,
  when: () => boolean = always,
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!when()) return;
    let live = true;
    preloadWhenIdle(priority, () =>
      load().then(() => {
        if (live) setReady(true);
      }),
    );
    return () => {
      live = false;
    };
  }, [priority, load, when]);
  return ready;
}
