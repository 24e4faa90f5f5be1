import { locales } from '../i18n/locales';

/**
 * The integrations page is prerendered without a filter; a URL that carries one (?q=,
 * ?category=) is rewritten to /[locale]/integrations/filtered, rendered per request. Visitors
 * and crawlers keep the one address, /integrations.
 */
export const INTEGRATION_FILTER_KEYS = ['q', 'category'] as const;

/** next.config rewrites (beforeFiles), ahead of the default-locale ones. */
export function filteredIntegrationsRewrites() {
  const prefixes = locales.join('|');
  return INTEGRATION_FILTER_KEYS.flatMap((key) => [
    {
      source: '/integrations',
      has: [{ type: 'query' as const, key }],
      destination: '/en/integrations/filtered',
    },
    {
      source: `/:locale(${prefixes})/integrations`,
      has: [{ type: 'query' as const, key }],
      destination: '/:locale/integrations/filtered',
    },
  ]);
}

/** Whether this request is served by the per-request filtered view. */
export function isFilteredIntegrationsRequest(url: URL): boolean {
  const path = url.pathname.replace(/\/+$/, '');
  const onPage = new RegExp(`^(?:/(?:${locales.join('|')}))?/integrations$`).test(path);
  return onPage && INTEGRATION_FILTER_KEYS.some((key) => url.searchParams.has(key));
}
