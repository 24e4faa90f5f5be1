import { locales } from './locales';
import { localizedPath, stripLocale } from './paths';

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
