import { defaultLocale, type Locale } from './locales';

/** The public path of a page in a locale: English unprefixed, others under /{locale}. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Removes a leading locale segment: `/de/platform` → `/platform`, `/de` → `/`. */
export function stripLocale(pathname: string, localeList: readonly string[]): string {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && localeList.includes(match[1])) return match[2] || '/';
  return pathname || '/';
}
