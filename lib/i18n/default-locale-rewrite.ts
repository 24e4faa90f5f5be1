import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, locales } from './locales';

/*
 * English pages live under /en internally but are served unprefixed ('as-needed'). next-intl
 * maps /about to /en/about with a proxy rewrite, but Next builds that rewrite URL with the
 * host normalised to `localhost`: under `next start -H 127.0.0.1` it no longer matches the
 * server's own origin, is treated as an external rewrite, and the request redirects to itself
 * forever. So the proxy lets such requests pass unchanged and this config rewrite, resolved
 * inside Next's router with no host involved, does the mapping instead.
 */

const prefixes = locales.join('|');

/** next.config rewrites (beforeFiles) for unprefixed paths: not a locale, route handler, internal or file. */
export function defaultLocaleRewrites() {
  return [
    { source: '/', destination: `/${defaultLocale}` },
    {
      source: `/:path((?!(?:${prefixes})(?:/|$))(?!api/)(?!_next/)(?!_vercel/)(?!.*\\.).+)`,
      destination: `/${defaultLocale}/:path`,
    },
  ];
}

export const LOCALE_HEADER = 'x-next-intl-locale';

/**
 * Replaces next-intl's rewrite of an unprefixed path by a pass-through that carries the same
 * request headers and cookies; the config rewrite above then maps the path.
 */
export function passDefaultLocaleThrough(
  request: NextRequest,
  response: NextResponse,
): NextResponse {
  if (!response.headers.has('x-middleware-rewrite')) return response;
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, defaultLocale);
  const next = NextResponse.next({ request: { headers } });
  for (const cookie of response.cookies.getAll()) next.cookies.set(cookie);
  return next;
}
