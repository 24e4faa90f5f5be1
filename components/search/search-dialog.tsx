'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { locales, type Locale } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { stripLocale } from '@/lib/i18n/paths';
import { loadBrowserSearchIndex, type BrowserSearch } from '@/lib/search/browser-search-index';
import type { SearchHit } from '@/lib/search/search-engine';
import { groupHits } from '@/lib/search/search-groups';
import { searchPageHref } from '@/lib/search/search-path';
import {
  clearRecentSearches,
  loadRecentSearches,
  rememberSearch,
} from '@/lib/search/recent-searches';
import { Snippet } from './snippet';

export type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  locale: Locale;
};

const LISTBOX_ID = 'site-search-results';
const optionId = (index: number) => `site-search-option-${index}`;

/**
 * The search dialog: a combobox whose listbox shows the results grouped by kind. Arrow keys
 * move through the results, Enter opens the one shown as selected, Escape closes the dialog and
 * focus returns to where it was.
 */
export default function SearchDialog({
  open,
  onOpenChange,
  returnFocusTo,
  locale,
}: SearchDialogProps) {
  const t = useTranslations('search');
  const [engine, setEngine] = useState<{ locale: Locale; search: BrowserSearch } | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // The dialog mounts in the browser only, on first use.
  const [recent, setRecent] = useState<string[]>(() => loadRecentSearches());
  const router = useRouter();

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadBrowserSearchIndex(locale).then(
      (search) => live && (setEngine({ locale, search }), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, locale]);

  const trimmed = query.trim();
  const hits = useMemo(
    () => (engine && engine.locale === locale && trimmed ? engine.search(trimmed) : []),
    [engine, locale, trimmed],
  );
  const groups = useMemo(() => groupHits(hits), [hits]);
  const ordered = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const selected = Math.min(active, Math.max(0, ordered.length - 1));

  useEffect(() => {
    if (ordered.length)
      document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  }, [selected, ordered.length]);

  /** Closing clears the query: the search opens empty next time. */
  function close() {
    setQuery('');
    setActive(0);
    onOpenChange(false);
  }

  function openHit(hit: SearchHit) {
    setRecent(rememberSearch(trimmed));
    close();
    // Results carry their locale, which the router puts back.
    router.push(stripLocale(hit.url, locales));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = ordered.length - 1;
    if (event.key === 'ArrowDown' && ordered.length) {
      event.preventDefault();
      setActive(selected >= last ? 0 : selected + 1);
    } else if (event.key === 'ArrowUp' && ordered.length) {
      event.preventDefault();
      setActive(selected <= 0 ? last : selected - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (ordered[selected]) openHit(ordered[selected]);
      else if (trimmed) {
        close();
        router.push(stripLocale(searchPageHref(locale, trimmed), locales));
      }
    }
  }

  const expanded = ordered.length > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      closeLabel={t('close')}
      returnFocusTo={returnFocusTo}
      described={false}
      className="top-[10vh] max-h-[80vh]! max-w-2xl translate-y-0 p-0 md:top-[12vh]"
    >
      <DialogTitle className="sr-only">{t('label')}</DialogTitle>
      <form
        role="search"
        action={searchPageHref(locale).replace(/\?.*$/, '')}
        onSubmit={(event) => event.preventDefault()}
        className="sticky top-0 z-10 border-b bg-background p-3 pr-14"
      >
        <input
          type="search"
          name="q"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={expanded}
          aria-controls={expanded ? LISTBOX_ID : undefined}
          aria-activedescendant={expanded ? optionId(selected) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full rounded-md bg-transparent px-2 text-base focus-visible:outline-offset-0"
        />
      </form>
      {/* The dialog itself scrolls (it holds the focused field), with the field kept on top. */}
      <div className="p-2">
        <p aria-live="polite" className="px-2 py-1 text-sm text-muted-foreground empty:hidden">
          {failed
            ? t('failed')
            : !engine && trimmed
              ? t('loading')
              : trimmed && engine && !expanded
                ? t('noResults', { query: trimmed })
                : ''}
        </p>
        {!trimmed && (
          <div className="px-2 py-1 text-sm">
            <p className="text-muted-foreground">{t('empty')}</p>
            {recent.length > 0 && (
              <div className="mt-3">
                <p className="mb-1 font-semibold">{t('recent')}</p>
                <ul className="flex flex-wrap gap-2">
                  {recent.map((item) => (
                    <li key={item}>
                      <button
                        type="button"
                        onClick={() => setQuery(item)}
                        className="min-h-9 rounded-md border px-3 hover:bg-muted"
                      >
                        {item}
                      </button>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        clearRecentSearches();
                        setRecent([]);
                      }}
                      className="min-h-9 px-2 text-muted-foreground underline underline-offset-4"
                    >
                      {t('clearRecent')}
                    </button>
                  </li>
                </ul>
              </div>
            )}
          </div>
        )}
        {expanded && (
          <div id={LISTBOX_ID} role="listbox" aria-label={t('results')}>
            {groups.map((group) => (
              <div
                key={group.kind}
                role="group"
                aria-labelledby={`site-search-group-${group.kind}`}
                className="mb-2"
              >
                <div
                  id={`site-search-group-${group.kind}`}
                  role="presentation"
                  className="px-2 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                >
                  {t(`kinds.${group.kind}`)}
                </div>
                {group.hits.map((hit) => {
                  const index = ordered.indexOf(hit);
                  return (
                    <div
                      key={hit.url}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === selected}
                      onClick={() => openHit(hit)}
                      onMouseMove={() => index !== selected && setActive(index)}
                      className="cursor-pointer rounded-md px-2 py-2 aria-selected:bg-muted"
                      data-search-result={hit.kind}
                    >
                      <span className="block font-medium">
                        <Snippet text={hit.title} terms={hit.terms} query={trimmed} />
                      </span>
                      <span className="block text-xs text-muted-foreground">{hit.location}</span>
                      <span className="mt-0.5 block text-sm text-muted-foreground">
                        <Snippet text={hit.excerpt} terms={hit.terms} query={trimmed} />
                      </span>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
      </div>
      <p className="hidden border-t px-4 py-2 text-xs text-muted-foreground md:block">
        {t('hint')}
      </p>
    </Dialog>
  );
}
