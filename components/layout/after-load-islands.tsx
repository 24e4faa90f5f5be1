'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/islands/when-idle';

/**
 * Starts, once the page has loaded and the browser is idle, the behaviour of controls that the
 * server renders in a working state: the search buttons (links to the search page until then)
 * and the "Copy as Markdown" buttons. Their code is one chunk outside the first load, fetched
 * whatever the connection, because it is the controls' behaviour and not a prefetch.
 */
export function AfterLoadIslands() {
  const [Islands, setIslands] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      import('./after-load-islands-chunk').then(
        (module) => live && setIslands(() => module.default),
        // The search buttons stay links to the search page.
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Islands ? <Islands /> : null;
}
