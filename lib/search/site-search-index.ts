import type MiniSearch from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import { createSearchEngine } from './search-engine';
import { packSearchEngine, type SearchPack } from './search-pack';
import { buildSearchRecords, type SearchRecord } from './search-records';
import type { SearchTexts } from './search-texts';

export type SiteSearch = {
  locale: Locale;
  records: SearchRecord[];
  byId: Map<string, SearchRecord>;
  engine: MiniSearch<SearchRecord>;
};

/** One index per locale, built from what the pages show on first use and kept. */
const cache = new Map<Locale, Promise<SiteSearch>>();

export function loadSiteSearch(locale: Locale): Promise<SiteSearch> {
  let entry = cache.get(locale);
  if (!entry) {
    entry = buildSearchRecords(locale).then((records) => {
      return {
        locale,
        records,
        byId: new Map(records.map((record) => [record.id, record])),
        // German joins words into compounds ("Idempotenzschlüssel"); the others do not.
        engine: createSearchEngine(records, { compounds: locale === 'de' }),
      };
    });
    cache.set(locale, entry);
  }
  return entry;
}

/** The packed index the browser downloads (lib/search/search-pack.ts). */
export async function siteSearchPack(locale: Locale): Promise<SearchPack> {
  return packSearchEngine((await loadSiteSearch(locale)).engine);
}

/**
 * The whole text of every record of a locale, in the order of the packed index's rows (the
 * order the records were added in), from which the browser cuts each result's snippet. Apart
 * from the index, which stays small: a page's first search needs the index at once, and this
 * only to show the sentences.
 */
export async function siteSearchTexts(locale: Locale): Promise<SearchTexts> {
  return { version: 1, texts: (await loadSiteSearch(locale)).records.map((record) => record.text) };
}
