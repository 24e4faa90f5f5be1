import type { Locale } from '@/lib/i18n/locales';
import type { SearchHit } from './search-engine';
import { searchIndexPath, searchTextPath } from './search-path';
import type { SearchPack } from './search-pack';
import type { SearchTexts } from './search-texts';

/** A locale's index, ready to answer a query. */
export type BrowserSearch = (query: string) => SearchHit[];

const loads = new Map<Locale, Promise<BrowserSearch>>();

function fetchJson<T>(path: string): Promise<T> {
  return fetch(path).then((response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<T>;
  });
}

/**
 * A locale's index in the browser, fetched once per page life; a failed load is retried later.
 * The engine's code comes with the index, on intent, not with the dialog: the dialog opens
 * without it, and a page that is never searched never downloads it. The results' texts come
 * beside it, so that each result shows the sentence around the match (lib/search/snippet.ts).
 */
export function loadBrowserSearchIndex(locale: Locale): Promise<BrowserSearch> {
  let load = loads.get(locale);
  if (!load) {
    load = Promise.all([
      fetchJson<SearchPack>(searchIndexPath(locale)),
      fetchJson<SearchTexts>(searchTextPath(locale)),
      import('./search-pack'),
      import('./search-engine'),
      import('./snippet'),
    ]).then(([json, texts, pack, engine, snippet]) => {
      const index = pack.unpackSearchEngine(json);
      // The packed index numbers its documents in the order of the texts.
      const textOf = snippet.snippetTextOf(texts, (row) =>
        String(index.getStoredFields(row)?.title ?? ''),
      );
      return (query: string) =>
        snippet.withSnippets(
          engine.searchEngine(index, query),
          (hit) => textOf(Number(hit.id)),
          query,
        );
    });
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}
