import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // hreflang alternates are emitted in <head> from the page registry instead.
  alternateLinks: false,
});
