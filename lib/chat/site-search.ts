import type { PageId } from '@/lib/site/pages';
import { keywords } from './keywords';
import type { Passage, SiteIndex } from './site-index';

export type Hit = { passage: Passage; score: number };
type Scored = Hit & { bodyScore: number };

const K1 = 1.2;
const B = 0.75;
/** A query term found in a page's title counts this much extra, once per page. */
const TITLE_BONUS = 2;
/** Share of the other matching passages of the same page added to a passage's score. */
const PAGE_SUPPORT = 0.2;
/** The page the visitor is on wins ties. */
const CURRENT_PAGE_BONUS = 0.15;

/** Scores every passage against the question (BM25 plus a title bonus), best first. */
export function searchSite(index: SiteIndex, question: string, currentPage?: PageId): Hit[] {
  const queryTerms = [...new Set(keywords(question))];
  if (!queryTerms.length) return [];
  const total = index.passages.length;
  const idf = (term: string) => {
    const frequency = index.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  };
  const hits: Scored[] = [];
  for (const passage of index.passages) {
    let bodyScore = 0;
    let titleScore = 0;
    let matched = 0;
    for (const term of queryTerms) {
      const count = passage.terms.filter((t) => t === term).length;
      const inTitle = index.titleTerms.get(passage.pageId)?.has(term) ?? false;
      if (count) {
        const length = passage.terms.length / index.averageLength;
        bodyScore += (idf(term) * count * (K1 + 1)) / (count + K1 * (1 - B + B * length));
      }
      // A page named after the question's word is about it, whatever words its copy uses.
      if (inTitle) titleScore += idf(term) * TITLE_BONUS;
      if (count || inTitle) matched += 1;
    }
    if (!matched) continue;
    let score = bodyScore + titleScore;
    // Passages that cover more of the question rank above those that repeat one word.
    score *= 0.5 + (0.5 * matched) / queryTerms.length;
    if (passage.pageId === currentPage) score *= 1 + CURRENT_PAGE_BONUS;
    hits.push({ passage, score, bodyScore });
  }
  // A page whose copy matches in many places is more likely about the question than one stray
  // line; only the copy counts here, since the title bonus is shared by all of a page's passages.
  const pageTotal = new Map<PageId, number>();
  for (const hit of hits) {
    pageTotal.set(hit.passage.pageId, (pageTotal.get(hit.passage.pageId) ?? 0) + hit.bodyScore);
  }
  for (const hit of hits) {
    const others = pageTotal.get(hit.passage.pageId)! - hit.bodyScore;
    hit.score += Math.min(hit.score, others * PAGE_SUPPORT);
  }
  return hits
    .map(({ passage, score }) => ({ passage, score }))
    .sort((a, b) => b.score - a.score || a.passage.text.localeCompare(b.passage.text));
}
