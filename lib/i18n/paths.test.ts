import { locales } from './locales';
import { localizedHref, localizedPath, splitHref, stripLocale } from './paths';

describe('localizedPath', () => {
  it('leaves English unprefixed and prefixes the others', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/legal/dpa', 'fr')).toBe('/fr/legal/dpa');
  });
});

describe('stripLocale', () => {
  it('removes a leading locale segment only', () => {
    expect(stripLocale('/de/platform', locales)).toBe('/platform');
    expect(stripLocale('/de', locales)).toBe('/');
    expect(stripLocale('/platform', locales)).toBe('/platform');
    expect(stripLocale('/design', locales)).toBe('/design');
    expect(stripLocale('/', locales)).toBe('/');
  });
});

describe('localizedHref', () => {
  it('prefixes a site path and keeps its query and hash', () => {
    expect(localizedHref('/pricing#faq', 'de')).toBe('/de/pricing#faq');
    expect(localizedHref('/search?q=mcp', 'fr')).toBe('/fr/search?q=mcp');
    expect(localizedHref('/?a=1', 'es')).toBe('/es?a=1');
    expect(localizedHref('/about', 'en')).toBe('/about');
  });

  it('leaves other hrefs as they are', () => {
    expect(localizedHref('https://chat.yno.example', 'de')).toBe('https://chat.yno.example');
    expect(localizedHref('#top', 'de')).toBe('#top');
  });
});

describe('splitHref', () => {
  it('splits the path from its query and hash', () => {
    expect(splitHref('/a?b#c')).toEqual(['/a', '?b#c']);
    expect(splitHref('/a#c')).toEqual(['/a', '#c']);
    expect(splitHref('/a')).toEqual(['/a', '']);
    expect(splitHref('?q=1')).toEqual(['/', '?q=1']);
  });
});
