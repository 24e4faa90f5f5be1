import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { builtAnalyticsId, getEnv } from '@/lib/env';
import { clientIp } from '@/lib/http/client-ip';
import { createRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { internalRoute } from '@/lib/i18n/default-locale-rewrite';
import { LOCALE_COOKIE, locales, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { sanitizeLocale } from '@/lib/i18n/sanitize-locale';
import { isFilteredIntegrationsRequest } from '@/lib/integrations/filtered-route';
import { pagePolicy } from '@/lib/security/csp';
import { redirectHeaders } from '@/lib/security/headers';
import {
  prerenderedPageHashes,
  sharedPrerenderedHashes,
} from '@/lib/security/prerendered-page-hashes';
import { MISSING_PATH_HEADER } from '@/lib/site/log-missing-path';
import deChat from '@/messages/de/chat.json';
import enChat from '@/messages/en/chat.json';
import esChat from '@/messages/es/chat.json';
import frChat from '@/messages/fr/chat.json';

const intl = createMiddleware(routing);

/**
 * Locale detection: the URL prefix, then the NEXT_LOCALE cookie, then Accept-Language, then
 * English. A cookie that is not one of the four locales is dropped before detection, and a
 * hostile one is logged and deleted from the browser. Security headers come from
 * next.config.ts; a page this server holds prerendered gets a stricter policy here, and the
 * search page, rendered per request, a nonce. The search page is also the one page whose every
 * request costs a render: it is limited per client (SEARCH_RATE_LIMIT a minute).
 *
 * Redirects are answered here with the security headers, since Next leaves the `headers()`
 * rules off its own: the locale redirects, and the removal of a trailing slash, which
 * next.config.ts hands to the proxy (`skipTrailingSlashRedirect`) for every path.
 */
export default async function proxy(request: NextRequest) {
  const trailing = withoutTrailingSlash(request);
  if (trailing) return withRedirectHeaders(trailing);
  // The second matcher lets every path with a trailing slash in: the rest of a route handler's
  // or a file's request is not the proxy's.
  if (!PAGE_PATH.test(request.nextUrl.pathname)) return NextResponse.next();

  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const storedLocale =
    stored === undefined ? undefined : sanitizeLocale(stored, 'NEXT_LOCALE cookie');
  const cookieIsBad = stored !== undefined && storedLocale !== stored;
  if (cookieIsBad) {
    if (storedLocale) request.cookies.set(LOCALE_COOKIE, storedLocale);
    else request.cookies.delete(LOCALE_COOKIE);
  }

  const decision = intl(request);
  const response = decision.headers.has('location')
    ? withRedirectHeaders(decision)
    : ((await searchRefused(request)) ?? serve(request, decision));
  if (cookieIsBad && !storedLocale && !response.cookies.get(LOCALE_COOKIE)) {
    response.cookies.delete(LOCALE_COOKIE);
  }
  return response;
}

/** The paths of the first matcher below, which must stay a literal there. */
const PAGE_PATH = /^\/(?!api\/|mcp$|_next|_vercel|.*\..*).*$/;

/** `/platform/` to `/platform`, with its query, as Next's own redirect did: 308. */
function withoutTrailingSlash(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  // A plain URL: Next's own keeps the trailing slash it was parsed with.
  const url = new URL(request.url);
  url.pathname = pathname.replace(/\/+$/, '') || '/';
  return NextResponse.redirect(url, 308);
}

function withRedirectHeaders(response: NextResponse): NextResponse {
  const production = getEnv().NODE_ENV !== 'development';
  for (const { key, value } of redirectHeaders({
    production,
    googleAnalytics: Boolean(builtAnalyticsId()),
  })) {
    response.headers.set(key, value);
  }
  return response;
}

const SEARCH_ROUTE = new RegExp(`^/(${locales.join('|')})/search$`);
/** The words the chat's rate-limit toast uses, which say just this, in each language. */
const rateLimitText = Object.fromEntries(
  Object.entries({ en: enChat, es: esChat, fr: frChat, de: deChat }).map(([locale, chat]) => [
    locale,
    `${chat.toasts.rateLimitTitle}. ${chat.toasts.rateLimitBody}.`,
  ]),
) as Record<Locale, string>;
let searchLimit: RateLimit | undefined;

/** A 429 in the visitor's language when this client has searched too often, else null. */
async function searchRefused(request: NextRequest): Promise<NextResponse | null> {
  const { locale, route } = internalRoute(request.nextUrl.pathname);
  if (!SEARCH_ROUTE.test(route)) return null;
  const env = getEnv();
  searchLimit ??= createRateLimit({
    name: 'search',
    points: env.SEARCH_RATE_LIMIT,
    windowSeconds: 60,
    redisUrl: env.REDIS_URL,
  });
  const client = clientIp(request.headers, { vercel: env.VERCEL, trustedProxy: env.TRUSTED_PROXY });
  const decision = await searchLimit.take(client);
  if (decision.allowed) return null;
  return new NextResponse(rateLimitText[locale], {
    status: 429,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(decision.retryAfterSeconds),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * Lets the request through to its page. Unprefixed English paths reach /en/... through the
 * config rewrite (lib/i18n/default-locale-rewrite.ts), not through next-intl's proxy rewrite.
 */
function serve(request: NextRequest, decision: NextResponse): NextResponse {
  const { locale, route } = internalRoute(request.nextUrl.pathname);
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  // The 404 page logs the path the visitor asked for.
  headers.set(MISSING_PATH_HEADER, request.nextUrl.pathname);

  const policy = strictPolicy(request, route);
  // Next reads a nonce from the request's policy and puts it on the scripts it renders.
  if (policy?.includes("'nonce-")) headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  for (const cookie of decision.cookies.getAll()) response.cookies.set(cookie);
  if (policy) response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * The strict policy for this request, or null to leave the fallback of next.config.ts:
 * - a page prerendered here: the hashes of exactly its inline scripts;
 * - the search page, rendered per request: a fresh nonce for the scripts Next renders, and the
 *   hashes of the document's own scripts, which every prerendered home page shares.
 */
function strictPolicy(request: NextRequest, route: string): string | null {
  if (getEnv().NODE_ENV === 'development') return null;
  const googleAnalytics = Boolean(builtAnalyticsId());
  if (SEARCH_ROUTE.test(route)) {
    const hashes = sharedPrerenderedHashes(locales.map((locale) => `/${locale}`));
    if (!hashes) return null;
    const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
    return pagePolicy({ hashes, nonce }, { googleAnalytics });
  }
  const hashes = strictPolicyHashes(request, route);
  return hashes ? pagePolicy({ hashes }, { googleAnalytics }) : null;
}

/**
 * The inline-script hashes of the prerendered page this request is served from, when this
 * server holds its HTML; otherwise the fallback policy of next.config.ts stands. A filtered
 * integrations URL is rewritten to a page rendered per request, so the catalogue's hashes
 * would not fit it.
 */
function strictPolicyHashes(request: NextRequest, route: string): string[] | null {
  if (isFilteredIntegrationsRequest(request.nextUrl)) return null;
  return prerenderedPageHashes(route);
}

export const config = {
  // Everything but route handlers (/api/... and the MCP endpoint /mcp), the content editor
  // (/keystatic, outside the locales), Next internals and files. The /api and /de/api reference
  // pages and /mcp-registry still pass through. Any path with a trailing slash passes too, to be
  // redirected without it.
  matcher: ['/((?!api/|mcp$|keystatic$|keystatic/|_next|_vercel|.*\\..*).*)', '/:path+/'],
};
