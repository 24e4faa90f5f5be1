import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';

/** The search results page, the search button's target without JavaScript. */
export const SEARCH_PAGE_PATH = '/search';

export function searchPageHref(locale: Locale, query = ''): string {
  return `${localizedPath(SEARCH_PAGE_PATH, locale)}?q=${encodeURIComponent(query)}`;
}

/** Where the browser fetches a locale's index (app/api/search-index). */
export const searchIndexPath = (locale: Locale) => `/api/search-index/${locale}`;

/** Where the browser fetches the whole text of a locale's results, for snippets (app/api/search-text). */
export const searchTextPath = (locale: Locale) => `/api/search-text/${locale}`;
