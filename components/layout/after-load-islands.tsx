'use client';

import { useEffect } from 'react';
import { islands } from '@/components/islands';
import { useIsland } from '@/lib/islands/use-island';
import { whenIdle } from '@/lib/browser/when-idle';

/**
 * Starts, once the page has loaded and the browser is idle, the behaviour of controls that the
 * server renders in a working state: the search buttons (links to the search page until then)
 * and the "Copy as Markdown" buttons.
 */
export function AfterLoadIslands() {
  const { mounted, mount } = useIsland(islands.afterLoadControls);
  useEffect(() => whenIdle(mount), [mount]);
  return mounted ? <islands.afterLoadControls.Component /> : null;
}
