import { absolutePageAlternates, absoluteUrl, pageAlternates } from './alternates';
import { sitemapEntries } from './sitemap-entries';
import { indexablePages, pages } from '@/lib/site/pages';

describe('pageAlternates', () => {
  it('gives the canonical path of the locale and every language plus x-default', () => {
    expect(pageAlternates('/platform', 'de')).toEqual({
      canonical: '/de/platform',
      languages: {
        en: '/platform',
        es: '/es/platform',
        fr: '/fr/platform',
        de: '/de/platform',
        'x-default': '/platform',
      },
    });
  });

  it('handles the home page', () => {
    const { canonical, languages } = pageAlternates('/', 'fr');
    expect(canonical).toBe('/fr');
    expect(languages.en).toBe('/');
    expect(languages['x-default']).toBe('/');
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and path', () => {
    expect(absoluteUrl('https://yno.example', '/de/about')).toBe('https://yno.example/de/about');
    expect(absoluteUrl('https://yno.example', '/')).toBe('https://yno.example/');
  });
});

describe('absolutePageAlternates', () => {
  it('puts the canonical and every alternate on the given origin', () => {
    expect(absolutePageAlternates('https://yno.example', '/platform', 'de')).toEqual({
      canonical: 'https://yno.example/de/platform',
      languages: {
        en: 'https://yno.example/platform',
        es: 'https://yno.example/es/platform',
        fr: 'https://yno.example/fr/platform',
        de: 'https://yno.example/de/platform',
        'x-default': 'https://yno.example/platform',
      },
    });
  });
});

describe('sitemapEntries', () => {
  const entries = sitemapEntries('https://yno.example');

  it('lists every indexable page in all four locales, and no placeholder', () => {
    expect(entries).toHaveLength(indexablePages().length * 4);
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain('https://yno.example/');
    expect(urls).toContain('https://yno.example/es/legal/sla');
    expect(urls).not.toContain('https://yno.example/login');
    expect(new Set(urls).size).toBe(urls.length);
    expect(pages.some((page) => page.kind === 'comingSoon')).toBe(true);
  });

  it('gives each entry absolute hreflang alternates', () => {
    const about = entries.find((entry) => entry.url === 'https://yno.example/fr/about')!;
    expect(about.alternates.languages).toMatchObject({
      en: 'https://yno.example/about',
      de: 'https://yno.example/de/about',
      'x-default': 'https://yno.example/about',
    });
  });
});
