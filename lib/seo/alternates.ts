import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';

/** Canonical path and hreflang alternates (with x-default) of one page in one locale. */
export function pageAlternates(path: string, locale: Locale) {
  const languages: Record<string, string> = {};
  for (const code of locales) languages[code] = localizedPath(path, code);
  languages['x-default'] = localizedPath(path, defaultLocale);
  return { canonical: localizedPath(path, locale), languages };
}

/** Absolute URL of a path on the canonical origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/**
 * pageAlternates as absolute URLs on the canonical origin. Relative ones would resolve against
 * metadataBase, which on a preview is the preview's own host.
 */
export function absolutePageAlternates(siteUrl: string, path: string, locale: Locale) {
  const { canonical, languages } = pageAlternates(path, locale);
  return {
    canonical: absoluteUrl(siteUrl, canonical),
    languages: Object.fromEntries(
      Object.entries(languages).map(([code, href]) => [code, absoluteUrl(siteUrl, href)]),
    ),
  };
}
