'use client';

import { useEffect, useRef, useState } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/navigation';
import { useIslandText } from '@/lib/i18n/use-island-text';
import { preloadWhenIdle } from '@/lib/islands/preload-when-idle';
import { isSearchShortcut } from '@/lib/search/search-shortcut';

const SearchDialog = lazyIsland(() => import('./search-dialog'));

const LAUNCHER = '[data-search-launcher]';

/**
 * Makes the page's search links (`SearchLauncher`) open the search dialog, and Ctrl/⌘+K and `/`
 * open it from anywhere. It starts after the load event (`AfterLoadIslands`), so the search
 * costs the first load nothing. The dialog's code and text then load once the page is idle, so
 * the first tap or shortcut opens it at once; the index waits for intent (pointer over or focus
 * on a search button, the shortcut). A click with a modifier key still opens the search page.
 */
export function SearchController() {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // Focus goes back to the search button, or to what the visitor was on for a shortcut.
  const returnTo = useRef<HTMLElement | null>(null);

  const { preload: preloadText } = useIslandText('search', false);
  useEffect(() => preloadWhenIdle(2, SearchDialog.preload, preloadText), [preloadText]);

  useEffect(() => {
    const launchers = document.querySelectorAll<HTMLElement>(LAUNCHER);
    for (const launcher of launchers) launcher.setAttribute('aria-haspopup', 'dialog');
    const launcherOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLElement>(LAUNCHER) : null;
    const show = (from: HTMLElement | null) => {
      returnTo.current = from;
      void preload(locale);
      setAsked(true);
      setOpen(true);
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
      if (launcherOf(event)) void preload(locale);
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
  }, [locale]);

  if (!asked) return null;
  return (
    <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={returnTo} locale={locale} />
  );
}

function preload(locale: Locale) {
  return SearchDialog.preload()
    .then((module) => module.preloadSearch(locale))
    .catch(() => undefined);
}
