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

/** A site href in a locale, its `?query` and `#hash` kept; other hrefs as they are. */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/')) return href;
  const [path, rest] = splitHref(href);
  return localizedPath(path, locale) + rest;
}

/** An href's path, and its `?query` and `#hash`: `/a?b#c` → [`/a`, `?b#c`]. */
export function splitHref(href: string): [string, string] {
  const index = href.search(/[?#]/);
  return index === -1 ? [href, ''] : [href.slice(0, index) || '/', href.slice(index)];
}
