import type { Locale } from '@/lib/i18n/locales';
import type { PageId } from '@/lib/site/pages';
import { loadSiteSearch, type SiteSearch } from '@/lib/search/site-search-index';
import { keywords } from './keywords';

/** A piece of a page's copy that the site assistant can quote and link to. */
export type Passage = {
  /** The search record it comes from (lib/search/search-records.ts). */
  id: string;
  pageId: PageId;
  /** The localized URL of the page, or of the section on it. */
  url: string;
  /** The page's short title, from the sidebar. */
  pageTitle: string;
  text: string;
  /** Keywords of the text, for telling apart passages that restate each other. */
  terms: string[];
};

/** The site assistant's view of the site search index: one passage per search record. */
export type SiteIndex = {
  locale: Locale;
  search: SiteSearch;
  passages: Passage[];
  byId: Map<string, Passage>;
};

/**
 * The assistant reads the same index as the site search: each page, each section of a long
 * page, each registry server and integration is a passage it can quote.
 */
export async function buildSiteIndex(locale: Locale): Promise<SiteIndex> {
  const search = await loadSiteSearch(locale);
  const titles = new Map<PageId, string>();
  for (const record of search.records)
    if (record.kind === 'page') titles.set(record.pageId, record.location);
  const passages = search.records.map((record) => {
    const text = record.kind === 'page' ? record.text : `${record.title}: ${record.text}`;
    return {
      id: record.id,
      pageId: record.pageId,
      url: record.url,
      pageTitle: titles.get(record.pageId) ?? record.location,
      text,
      terms: keywords(text),
    };
  });
  return { locale, search, passages, byId: new Map(passages.map((p) => [p.id, p])) };
}
