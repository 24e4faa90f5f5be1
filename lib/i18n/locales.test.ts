import { localeCookie, LOCALE_COOKIE_ATTRIBUTES } from './locales';
import { routing } from './routing';

describe('the NEXT_LOCALE cookie', () => {
  it('is written by the language picker with the attributes the proxy uses', () => {
    const [pair, ...attributes] = localeCookie('de').split('; ');
    expect(pair).toBe('NEXT_LOCALE=de');
    const written = Object.fromEntries(attributes.map((part) => part.split('=')));
    const proxy = routing.localeCookie;
    if (typeof proxy !== 'object') throw new Error('the proxy sets no locale cookie');
    expect(written).toEqual({
      path: proxy.path,
      'max-age': String(LOCALE_COOKIE_ATTRIBUTES.maxAge),
      samesite: proxy.sameSite,
      secure: undefined,
    });
    expect(proxy.secure).toBe(true);
    expect(attributes).toContain('secure');
  });
});
