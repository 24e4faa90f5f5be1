import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { sanitizeLocale } from '@/lib/i18n/sanitize-locale';
import { passDefaultLocaleThrough } from '@/lib/i18n/default-locale-rewrite';
import { MISSING_PATH_HEADER } from '@/lib/site/log-missing-path';

const intl = createMiddleware(routing);

/**
 * Locale detection (DECISIONS.md): the URL prefix, then the NEXT_LOCALE cookie, then
 * Accept-Language, then English. A cookie that is not one of the four locales is dropped
 * before detection, and a hostile one is logged and deleted from the browser.
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

  // The 404 page logs the path the visitor asked for.
  request.headers.set(MISSING_PATH_HEADER, request.nextUrl.pathname);

  const response = passDefaultLocaleThrough(request, intl(request));
  if (cookieIsBad && !storedLocale && !response.cookies.get(LOCALE_COOKIE)) {
    response.cookies.delete(LOCALE_COOKIE);
  }
  return response;
}

export const config = {
  // Everything but route handlers (/api/...), Next internals and files. The /api and /de/api
  // reference pages still pass through, since the pattern needs a slash after "api".
  matcher: ['/((?!api/|_next|_vercel|.*\\..*).*)'],
};
