import type MiniSearch from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import { createSearchEngine } from './search-engine';
import { packSearchEngine, type SearchPack } from './search-pack';
import { buildSearchRecords, type SearchRecord } from './search-records';
import type { SearchTexts } from './search-texts';
import { pageSnippetText } from './snippet';

export type SiteSearch = {
  locale: Locale;
  records: SearchRecord[];
  byId: Map<string, SearchRecord>;
  engine: MiniSearch<SearchRecord>;
  /** The text each result's snippet is cut from (a page's takes in its sections'). */
  snippetText: (id: string) => string | undefined;
};

/** Per page record, the other records of its page: its sections, endpoints and entries. */
function pageParts(records: readonly SearchRecord[]): Map<string, SearchRecord[]> {
  const parts = new Map<string, SearchRecord[]>();
  for (const record of records) {
    if (record.kind === 'page') continue;
    const page = `page:${record.pageId}`;
    parts.set(page, [...(parts.get(page) ?? []), record]);
  }
  return parts;
}

/** One index per locale, built from what the pages show on first use and kept. */
const cache = new Map<Locale, Promise<SiteSearch>>();

export function loadSiteSearch(locale: Locale): Promise<SiteSearch> {
  let entry = cache.get(locale);
  if (!entry) {
    entry = buildSearchRecords(locale).then((records) => {
      const byId = new Map(records.map((record) => [record.id, record]));
      const parts = pageParts(records);
      const pageTexts = new Map<string, string>();
      return {
        locale,
        records,
        byId,
        // German joins words into compounds ("Idempotenzschlüssel"); the others do not.
        engine: createSearchEngine(records, { compounds: locale === 'de' }),
        snippetText: (id) => {
          const record = byId.get(id);
          if (!record || record.kind !== 'page') return record?.text;
          let text = pageTexts.get(id);
          if (text === undefined) {
            text = pageSnippetText(record.text, parts.get(id) ?? []);
            pageTexts.set(id, text);
          }
          return text;
        },
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
  const { records } = await loadSiteSearch(locale);
  const row = new Map(records.map((record, index) => [record.id, index]));
  return {
    version: 1,
    texts: records.map((record) => record.text),
    parts: [...pageParts(records)].map(([page, parts]) => [
      row.get(page)!,
      parts.map((part) => row.get(part.id)!),
    ]),
  };
}
