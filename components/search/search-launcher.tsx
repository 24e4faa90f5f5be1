'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { StaticIcon } from '@/components/ui/static-icon';
import { useLocale } from '@/lib/i18n/navigation';
import { useIslandText } from '@/lib/i18n/use-island-text';
import { preloadWhenIdle } from '@/lib/islands/preload-when-idle';
import { searchPageHref } from '@/lib/search/search-path';
import { isSearchShortcut } from '@/lib/search/search-shortcut';

const SearchDialog = lazyIsland(() => import('./search-dialog'));

/**
 * The search button: a link to the search page (which works without JavaScript) that opens
 * the search dialog instead. The dialog's code loads once the page is idle, so the first tap
 * or shortcut opens it at once; the index loads on intent (hover, focus, the shortcut); `shortcuts` makes this instance answer Ctrl/⌘+K and `/`,
 * listened for only once the page has loaded.
 */
export function SearchLauncher({
  label,
  title,
  className,
  labelClassName = '',
  shortcuts = false,
  hideLabelWithSidebar = false,
}: {
  label: string;
  title: string;
  className: string;
  labelClassName?: string;
  shortcuts?: boolean;
  /** The label goes when the sidebar collapses to its icons. */
  hideLabelWithSidebar?: boolean;
}) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Focus goes back to what the visitor was on when a shortcut opened the dialog.
  const returnTo = useRef<HTMLElement | null>(null);

  // The dialog's code and text come once the page is idle; only the index waits for intent.
  const { preload: preloadText } = useIslandText('search', false);
  useEffect(() => preloadWhenIdle(2, SearchDialog.preload, preloadText), [preloadText]);

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      void preload(locale);
      setAsked(true);
      setOpen(true);
    };
    const attach = () => window.addEventListener('keydown', onKey);
    if (document.readyState === 'complete') attach();
    else window.addEventListener('load', attach, { once: true });
    return () => {
      window.removeEventListener('load', attach);
      window.removeEventListener('keydown', onKey);
    };
  }, [shortcuts, locale]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the search page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    returnTo.current = trigger.current;
    setAsked(true);
    setOpen(true);
  }

  return (
    <>
      <a
        ref={trigger}
        href={searchPageHref(locale)}
        onClick={onClick}
        onPointerEnter={() => void preload(locale)}
        onFocus={() => void preload(locale)}
        aria-haspopup="dialog"
        aria-label={title}
        title={title}
        className={className}
        data-search-launcher
      >
        <StaticIcon icon="Search" className="size-5 shrink-0" />
        <span className={labelClassName} data-sidebar-hide={hideLabelWithSidebar || undefined}>
          {label}
        </span>
      </a>
      {asked && (
        <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={returnTo} locale={locale} />
      )}
    </>
  );
}

function preload(locale: Parameters<typeof searchPageHref>[0]) {
  return SearchDialog.preload()
    .then((module) => module.preloadSearch(locale))
    .catch(() => undefined);
}
