import { isIntegrationCategory, type IntegrationCategory } from './catalogue';

/** The catalogue filter as it travels in the URL: `?q=` free text, `?category=` one category. */
export type IntegrationQuery = { q: string; category: IntegrationCategory | null };

export const MAX_QUERY_LENGTH = 80;

type SearchParams = Record<string, string | string[] | undefined>;

/** Reads the filter from search params; anything unknown or malformed is ignored, not an error. */
export function parseIntegrationQuery(params: SearchParams): IntegrationQuery {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? '';
  const q = first(params.q).trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
  const category = first(params.category);
  return { q, category: isIntegrationCategory(category) ? category : null };
}

/** Case- and accent-insensitive form, so that "geschaftsanwendungen" finds "Geschäftsanwendungen". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export type SearchableIntegration = { category: IntegrationCategory; text: string };

/** Keeps the entries in the category whose text contains every word of the query. */
export function filterIntegrations<T extends SearchableIntegration>(
  entries: readonly T[],
  query: IntegrationQuery,
): T[] {
  const terms = normalise(query.q).split(' ').filter(Boolean);
  return entries.filter((entry) => {
    if (query.category && entry.category !== query.category) return false;
    const text = normalise(entry.text);
    return terms.every((term) => text.includes(term));
  });
}

/** The URL of a filtered view, for links such as 'clear filters'. */
export function integrationQueryString(query: Partial<IntegrationQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  const text = params.toString();
  return text ? `?${text}` : '';
}
