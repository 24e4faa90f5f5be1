'use client';

import { useLocale } from 'next-intl';
import { startTransition, useEffect, useRef, useState } from 'react';
import { islands } from '@/components/islands';
import { useIsland } from '@/lib/islands/use-island';
import { loadBrowserSearchIndex } from '@/lib/search/browser-search-index';
import { isSearchShortcut } from '@/lib/search/search-shortcut';

const LAUNCHER = '[data-search-launcher]';

/**
 * Makes the page's search links (`SearchLauncher`) open the search dialog, and Ctrl/⌘+K and `/`
 * open it from anywhere. It starts after the load event (`AfterLoadIslands`), so the search
 * costs the first load nothing. The dialog is an island readied once the page is idle, so the
 * first tap or shortcut opens it at once; the index waits for intent (pointer over or focus
 * on a search button, the shortcut). A click with a modifier key still opens the search page.
 */
export function SearchController() {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { mounted, mount } = useIsland(islands.searchDialog);
  // Focus goes back to the search button, or to what the visitor was on for a shortcut.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const launchers = document.querySelectorAll<HTMLElement>(LAUNCHER);
    for (const launcher of launchers) launcher.setAttribute('aria-haspopup', 'dialog');
    const launcherOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLElement>(LAUNCHER) : null;
    const preloadIndex = () => void loadBrowserSearchIndex(locale).catch(() => undefined);
    const show = (from: HTMLElement | null) => {
      returnTo.current = from;
      preloadIndex();
      mount();
      // Opening is a transition (components/ui/dialog.tsx).
      startTransition(() => setOpen(true));
    };
    const onClick = (event: MouseEvent) => {
      const launcher = launcherOf(event);
      if (!launcher || event.defaultPrevented) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
        return;
      event.preventDefault();
      show(launcher);
    };
    const onIntent = (event: Event) => {
      if (launcherOf(event)) {
        preloadIndex();
        mount();
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    window.addEventListener('keydown', onKey);
    return () => {
      for (const launcher of launchers) launcher.removeAttribute('aria-haspopup');
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      window.removeEventListener('keydown', onKey);
    };
  }, [locale, mount]);

  if (!mounted) return null;
  return (
    <islands.searchDialog.Component
      open={open}
      onOpenChange={setOpen}
      returnFocusTo={returnTo}
      locale={locale}
    />
  );
}
