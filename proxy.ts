import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { builtAnalyticsId, getEnv } from '@/lib/env';
import { internalRoute } from '@/lib/i18n/default-locale-rewrite';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { sanitizeLocale } from '@/lib/i18n/sanitize-locale';
import { isFilteredIntegrationsRequest } from '@/lib/integrations/filtered-route';
import { pagePolicy } from '@/lib/security/csp';
import { prerenderedPageHashes } from '@/lib/security/prerendered-page-hashes';
import { MISSING_PATH_HEADER } from '@/lib/site/log-missing-path';

const intl = createMiddleware(routing);

/**
 * Locale detection: the URL prefix, then the NEXT_LOCALE cookie, then Accept-Language, then
 * English. A cookie that is not one of the four locales is dropped before detection, and a
 * hostile one is logged and deleted from the browser. Security headers come from
 * next.config.ts; a page this server holds prerendered gets a stricter policy here.
 */
export default function proxy(request: NextRequest) {
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const storedLocale =
    stored === undefined ? undefined : sanitizeLocale(stored, 'NEXT_LOCALE cookie');
  const cookieIsBad = stored !== undefined && storedLocale !== stored;
  if (cookieIsBad) {
    if (storedLocale) request.cookies.set(LOCALE_COOKIE, storedLocale);
    else request.cookies.delete(LOCALE_COOKIE);
  }

  const decision = intl(request);
  const response = decision.headers.has('location') ? decision : serve(request, decision);
  if (cookieIsBad && !storedLocale && !response.cookies.get(LOCALE_COOKIE)) {
    response.cookies.delete(LOCALE_COOKIE);
  }
  return response;
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

  const response = NextResponse.next({ request: { headers } });
  for (const cookie of decision.cookies.getAll()) response.cookies.set(cookie);
  const hashes = strictPolicyHashes(request, route);
  if (hashes) {
    const googleAnalytics = Boolean(builtAnalyticsId());
    response.headers.set('Content-Security-Policy', pagePolicy({ hashes }, { googleAnalytics }));
  }
  return response;
}

/**
 * The inline-script hashes of the prerendered page this request is served from, when this
 * server holds its HTML; otherwise the fallback policy of next.config.ts stands. A filtered
 * integrations URL is rewritten to a page rendered per request, so the catalogue's hashes
 * would not fit it.
 */
function strictPolicyHashes(request: NextRequest, route: string): string[] | null {
  if (getEnv().NODE_ENV === 'development' || isFilteredIntegrationsRequest(request.nextUrl)) {
    return null;
  }
  return prerenderedPageHashes(route);
}

export const config = {
  // Everything but route handlers (/api/... and the MCP endpoint /mcp), Next internals and
  // files. The /api and /de/api reference pages and /mcp-registry still pass through.
  matcher: ['/((?!api/|mcp$|_next|_vercel|.*\\..*).*)'],
};
