import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { indexablePages } from '@/lib/site/pages';
import { absoluteUrl, pageAlternates } from './alternates';

export type SitemapEntry = {
  url: string;
  alternates: { languages: Record<string, string> };
  priority: number;
};

/** Every indexable page in every locale, each with its hreflang alternates. */
export function sitemapEntries(siteUrl: string): SitemapEntry[] {
  return indexablePages().flatMap((page) => {
    const { languages } = pageAlternates(page.path, 'en');
    const absolute = Object.fromEntries(
      Object.entries(languages).map(([code, path]) => [code, absoluteUrl(siteUrl, path)]),
    );
    return locales.map((locale) => ({
      url: absoluteUrl(siteUrl, localizedPath(page.path, locale)),
      alternates: { languages: absolute },
      priority: page.kind === 'home' ? 1 : page.kind === 'legal' ? 0.3 : 0.7,
    }));
  });
}
