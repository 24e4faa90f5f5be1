import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_ATTRIBUTES, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, ...LOCALE_COOKIE_ATTRIBUTES },
  // hreflang alternates are emitted in <head> from the page registry instead.
  alternateLinks: false,
});
