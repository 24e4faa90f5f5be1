import type { PageId } from '@/lib/site/pages';
import { getPage } from '@/lib/site/pages';
import { localizedPath } from '@/lib/i18n/paths';
import { searchEngine } from '@/lib/search/search-engine';
import type { Passage, SiteIndex } from './site-index';

export type Hit = { passage: Passage; score: number };

/** The passages the site search finds for the question, best first. */
export function searchSite(index: SiteIndex, question: string, currentPage?: PageId): Hit[] {
  const boostPage = currentPage
    ? localizedPath(getPage(currentPage).path, index.locale)
    : undefined;
  return searchEngine(index.engine, question, { limit: 12, boostPage }).flatMap((hit) => {
    const passage = index.byId.get(hit.id);
    return passage ? [{ passage, score: hit.score }] : [];
  });
}
