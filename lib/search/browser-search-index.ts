import type MiniSearch from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import { searchIndexPath } from './search-path';
import { unpackSearchEngine, type SearchPack } from './search-pack';
import type { SearchRecord } from './search-records';

const loads = new Map<Locale, Promise<MiniSearch<SearchRecord>>>();

/** A locale's index in the browser, fetched once per page life; a failed load is retried later. */
export function loadBrowserSearchIndex(locale: Locale): Promise<MiniSearch<SearchRecord>> {
  let load = loads.get(locale);
  if (!load) {
    load = fetch(searchIndexPath(locale))
      .then((response) => {
        if (!response.ok) throw new Error(`search index answered ${response.status}`);
        return response.json() as Promise<SearchPack>;
      })
      .then(unpackSearchEngine);
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}
