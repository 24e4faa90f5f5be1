import { checkLocale, looksLikeInjection, sanitizeLocale } from './sanitize-locale';

describe('checkLocale', () => {
  it.each(['en', 'es', 'fr', 'de'])('accepts the supported code %s', (code) => {
    expect(checkLocale(code)).toEqual({ locale: code, rejected: null });
  });

  it.each([
    ['EN', 'en'],
    ['De', 'de'],
    ['fr-FR', 'fr'],
    ['es_MX', 'es'],
    ['  de-AT ', 'de'],
  ])('normalises odd casing and region tags: %s → %s', (input, expected) => {
    expect(checkLocale(input).locale).toBe(expected);
  });

  it.each(['it', 'pt-BR', 'zh', 'english', 'e', 'xx-de'])(
    'rejects the unsupported value %s',
    (value) => {
      expect(checkLocale(value)).toEqual({ locale: null, rejected: 'unsupported' });
    },
  );

  it.each([undefined, null, 42, '', '   ', {}])('treats %p as empty', (value) => {
    expect(checkLocale(value)).toEqual({ locale: null, rejected: 'empty' });
  });

  it.each([
    '<script>alert(1)</script>',
    '</SCRIPT>',
    '< script src=x>',
    'en" onload="x()',
    'de onerror=steal()',
    'javascript:alert(1)',
    'JavaScript :void(0)',
    'vbscript:msgbox',
    'eval(atob("x"))',
    'en;alert`1`',
    'document.cookie',
    'de;document . cookie',
  ])('discards the injection attempt %s', (value) => {
    expect(looksLikeInjection(value)).toBe(true);
    expect(checkLocale(value)).toEqual({ locale: null, rejected: 'injection' });
  });

  it('rejects absurdly long values', () => {
    expect(checkLocale(`en${'-x'.repeat(40)}`).locale).toBeNull();
  });
});

describe('sanitizeLocale', () => {
  it('logs a discarded injection without echoing the value', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sanitizeLocale('<script>x</script>', 'cookie')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).not.toContain('<script>');
    warn.mockRestore();
  });

  it('returns valid codes silently', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sanitizeLocale('de')).toBe('de');
    expect(sanitizeLocale('it')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
