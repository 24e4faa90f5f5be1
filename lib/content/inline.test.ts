import { isInternalHref, parseInline, safeHref } from './inline';

describe('parseInline', () => {
  it('splits code, bold and links out of text', () => {
    expect(parseInline('Call `POST /runs` with **care**, see [the API](/api).')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'code', text: 'POST /runs' },
      { kind: 'text', text: ' with ' },
      { kind: 'strong', text: 'care' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'the API', href: '/api' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseInline('<script>x</script>')).toEqual([
      { kind: 'text', text: '<script>x</script>' },
    ]);
  });

  it('neutralises unsafe link targets', () => {
    expect(parseInline('[x](javascript:alert(1))')[0]).toMatchObject({ kind: 'link', href: '#' });
    expect(safeHref('//evil.example')).toBe('#');
    expect(safeHref('https://modelcontextprotocol.io')).toBe('https://modelcontextprotocol.io');
    expect(safeHref('mailto:security@yno.example')).toBe('mailto:security@yno.example');
    expect(safeHref('#section')).toBe('#section');
  });

  it('tells site links from external ones', () => {
    expect(isInternalHref('/docs')).toBe(true);
    expect(isInternalHref('https://x.example')).toBe(false);
    expect(isInternalHref('//x.example')).toBe(false);
  });
});
