import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Secure: the site is served over HTTPS, and browsers treat localhost as a secure context.
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', secure: true },
  // hreflang alternates are emitted in <head> from the page registry instead.
  alternateLinks: false,
});
