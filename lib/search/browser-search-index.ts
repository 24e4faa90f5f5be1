import type { Locale } from '@/lib/i18n/locales';
import type { SearchHit } from './search-engine';
import { searchIndexPath } from './search-path';
import type { SearchPack } from './search-pack';

/** A locale's index, ready to answer a query. */
export type BrowserSearch = (query: string) => SearchHit[];

const loads = new Map<Locale, Promise<BrowserSearch>>();

/**
 * A locale's index in the browser, fetched once per page life; a failed load is retried later.
 * The engine's code comes with the index, on intent, not with the dialog: the dialog opens
 * without it, and a page that is never searched never downloads it.
 */
export function loadBrowserSearchIndex(locale: Locale): Promise<BrowserSearch> {
  let load = loads.get(locale);
  if (!load) {
    const pack = fetch(searchIndexPath(locale)).then((response) => {
      if (!response.ok) throw new Error(`search index answered ${response.status}`);
      return response.json() as Promise<SearchPack>;
    });
    load = Promise.all([pack, import('./search-pack'), import('./search-engine')]).then(
      ([json, { unpackSearchEngine }, { searchEngine }]) => {
        const index = unpackSearchEngine(json);
        return (query: string) => searchEngine(index, query);
      },
    );
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}
