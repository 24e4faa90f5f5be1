import { defaultLocale, locales, type Locale } from './locales';

/*
 * English pages live under /en internally but are served unprefixed ('as-needed'). next-intl
 * maps /about to /en/about with a proxy rewrite, but Next builds that rewrite URL with the
 * host normalised to `localhost`: under `next start -H 127.0.0.1` it no longer matches the
 * server's own origin, is treated as an external rewrite, and the request redirects to itself
 * forever. So the proxy lets such requests pass unchanged and this config rewrite, resolved
 * inside Next's router with no host involved, does the mapping instead.
 */

const prefixes = locales.join('|');

/**
 * next.config rewrites (beforeFiles) for unprefixed paths: not a locale, route handler (the
 * MCP endpoint `/mcp` included), the content editor (`/keystatic`), internal or file; and the Markdown twins of pages (`/docs/mcp.md`), which live beside their page.
 */
export function defaultLocaleRewrites() {
  const unprefixed = `(?!(?:${prefixes})(?:/|$))(?!api/)(?!mcp$)(?!keystatic(?:/|$))(?!_next/)(?!_vercel/)`;
  return [
    { source: '/', destination: `/${defaultLocale}` },
    {
      source: `/:path(${unprefixed}(?!.*\\.).+)`,
      destination: `/${defaultLocale}/:path`,
    },
    {
      source: `/:path(${unprefixed}[^.]+\\.md)`,
      destination: `/${defaultLocale}/:path`,
    },
  ];
}

/** The locale and internal route (`/de/about`, `/en/about`, `/en`) a public path is served from. */
export function internalRoute(pathname: string): { locale: Locale; route: string } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const first = trimmed.split('/')[1];
  if ((locales as readonly string[]).includes(first))
    return { locale: first as Locale, route: trimmed };
  return {
    locale: defaultLocale,
    route: trimmed === '/' ? `/${defaultLocale}` : `/${defaultLocale}${trimmed}`,
  };
}
