import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { SearchKind, SearchRecord } from './search-records';
import { compoundParts, fold, normalizeTerm, tokenize } from './search-terms';

/** The fields of a record kept in the index, enough to show a result without the record. */
export type StoredHit = {
  kind: SearchKind;
  title: string;
  location: string;
  url: string;
  /** The first words of the record's text, for the snippet. */
  excerpt: string;
};

export type SearchHit = StoredHit & {
  id: string;
  score: number;
  /** The indexed words the query matched, for marking them in the snippet. */
  terms: string[];
};

const EXCERPT_CHARS = 90;
/** A result list is this long at most. */
export const MAX_HITS = 20;

export const searchOptions: Options<SearchRecord> & { fields: string[] } = {
  fields: ['title', 'text'],
  storeFields: ['kind', 'title', 'location', 'url', 'excerpt'],
  tokenize,
  processTerm: normalizeTerm,
  extractField: (record, field) => {
    if (field === 'excerpt') return excerpt(record.text);
    // A page is found by its sidebar name ("Platform") as well as by its headline.
    if (field === 'title' && record.kind === 'page') return `${record.location} ${record.title}`;
    return (record as unknown as Record<string, string>)[field];
  },
  searchOptions: {
    boost: { title: 4, text: 1 },
    // "idempot" finds "idempotency"; "retension" finds "retention" (one edit at most).
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 1,
    combineWith: 'OR',
  },
};

/**
 * Builds the index of one locale. Words that are compounds of other words of the same text
 * are indexed by their parts too, so "Schlüssel" finds "Idempotenzschlüssel".
 */
export function createSearchEngine(records: readonly SearchRecord[]): MiniSearch<SearchRecord> {
  const vocabulary = new Set<string>();
  for (const record of records) {
    for (const word of tokenize(`${record.title} ${record.text}`)) {
      const term = normalizeTerm(word);
      if (term) vocabulary.add(term);
    }
  }
  const engine = new MiniSearch<SearchRecord>({
    ...searchOptions,
    processTerm: (word) => {
      const term = normalizeTerm(word);
      if (!term) return null;
      const parts = compoundParts(term, vocabulary);
      return parts.length ? [term, ...parts] : term;
    },
  });
  engine.addAll(records);
  return engine;
}

/** The best hits for a query, at most one per URL, best first. */
export function searchEngine(
  engine: MiniSearch<SearchRecord>,
  query: string,
  { limit = MAX_HITS, boostPage }: { limit?: number; boostPage?: string } = {},
): SearchHit[] {
  const results = engine.search(query.slice(0, 200), {
    boostDocument: (_id, term, stored) => {
      let boost = 1;
      // A page named after the query's word is about it, more than a section that mentions it.
      if (stored?.kind === 'page' && fold(String(stored.location)).includes(term)) boost *= 2;
      // The page the visitor is on wins ties.
      if (boostPage && String(stored?.url).startsWith(boostPage)) boost *= 1.15;
      return boost;
    },
  });
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const result of results) {
    const hit = toHit(result);
    if (seen.has(hit.url)) continue;
    seen.add(hit.url);
    hits.push(hit);
    if (hits.length === limit) break;
  }
  return hits;
}

function toHit(result: SearchResult): SearchHit {
  return {
    id: String(result.id),
    score: result.score,
    terms: result.terms,
    kind: result.kind as SearchKind,
    title: result.title as string,
    location: result.location as string,
    url: result.url as string,
    excerpt: result.excerpt as string,
  };
}

function excerpt(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  return `${text.slice(0, EXCERPT_CHARS).replace(/\s+\S*$/, '')}…`;
}
