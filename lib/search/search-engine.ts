import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { SearchKind } from './search-kinds';
import type { SearchRecord } from './search-record';
import { compoundParts, normalizeTerm, tokenize } from './search-terms';

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

const EXCERPT_CHARS = 72;
/** The site's name, as an indexed term. */
const SITE_TERM = 'yno';

/** A result list is this long at most. */
export const MAX_HITS = 20;

export const searchOptions: Options<SearchRecord> & { fields: string[] } = {
  // `label` is what a record is called: its title, and a page's sidebar name ("Pricing") too.
  fields: ['label', 'keywords', 'text'],
  // The title is stored as it is, to be shown once.
  storeFields: ['kind', 'title', 'location', 'url', 'excerpt'],
  tokenize,
  processTerm: normalizeTerm,
  extractField: (record, field) => {
    if (field === 'excerpt') return excerpt(record.text);
    if (field === 'label') return record.name ? `${record.name} ${record.title}` : record.title;
    return (record as unknown as Record<string, string>)[field];
  },
  searchOptions: {
    // The words visitors use for a page (or a section of it) weigh most, then its title.
    boost: { label: 4, keywords: 8, text: 1 },
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
export function createSearchEngine(
  records: readonly SearchRecord[],
  { compounds = false }: { compounds?: boolean } = {},
): MiniSearch<SearchRecord> {
  const vocabulary = new Set<string>();
  for (const record of records) {
    for (const word of tokenize(`${record.title} ${record.keywords} ${record.text}`)) {
      const term = normalizeTerm(word);
      if (term) vocabulary.add(term);
    }
  }
  const engine = new MiniSearch<SearchRecord>({
    ...searchOptions,
    processTerm: (word, field) => {
      const term = normalizeTerm(word);
      // Every page names the site: its name finds the pages whose title or words hold it.
      if (!term || (field === 'text' && term === SITE_TERM)) return null;
      const parts = compounds ? compoundParts(term, vocabulary) : [];
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
  const text = withoutSiteName(query.slice(0, 200));
  const options = {
    // The page the visitor is on wins ties.
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
      boostPage && String(stored?.url).startsWith(boostPage) ? 1.15 : 1,
  };
  let results = engine.search(text, options);
  // Nothing found: the visitor may have swapped two letters ("Sicherhiet").
  if (results.length === 0) {
    const swapped = withSwappedLetters(text);
    // A swap that restores the word matches it as it is, or as the start of a longer word.
    if (swapped) results = engine.search(swapped, { ...options, fuzzy: false });
  }
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

/**
 * The query without the site's name when it holds other words: on its own site, "YNO" narrows
 * nothing ("was kostet YNO" asks what it costs).
 */
function withoutSiteName(query: string): string {
  const words = tokenize(query);
  const rest = words.filter((word) => normalizeTerm(word) !== SITE_TERM);
  return rest.length > 0 && rest.length < words.length ? rest.join(' ') : query;
}

/**
 * Each word of five letters or more, also with each pair of neighbouring letters swapped: the
 * one-letter slip that edit distance counts twice. Undefined when there is no such word.
 */
export function withSwappedLetters(query: string): string | undefined {
  const variants: string[] = [];
  for (const word of tokenize(query)) {
    if (word.length < 5) continue;
    for (let i = 0; i < word.length - 1; i += 1)
      if (word[i] !== word[i + 1])
        variants.push(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
  }
  return variants.length ? variants.join(' ') : undefined;
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
