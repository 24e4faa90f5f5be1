import { SECURITY_TXT_VALIDITY_DAYS, securityTxt } from './security-txt';

describe('securityTxt', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const text = securityTxt('https://yno.example', now);
  const field = (name: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}: `))
      .map((line) => line.slice(name.length + 2));

  it('has the fields RFC 9116 requires and the ones the site promises', () => {
    expect(field('Contact')).toEqual(['mailto:security@yno.example']);
    expect(field('Preferred-Languages')).toEqual(['en, es, fr, de']);
    expect(field('Canonical')).toEqual(['https://yno.example/.well-known/security.txt']);
    expect(field('Policy')).toEqual(['https://yno.example/security#disclosure']);
  });

  it('expires once, less than a year ahead, in RFC 3339 form', () => {
    const [expires] = field('Expires');
    expect(field('Expires')).toHaveLength(1);
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expires) - now.getTime()) / 86_400_000;
    expect(days).toBe(SECURITY_TXT_VALIDITY_DAYS);
    expect(days).toBeLessThan(365);
  });

  it('ends with a newline and has no blank field lines', () => {
    expect(text.endsWith('\n')).toBe(true);
    for (const line of text.trimEnd().split('\n')) expect(line).toMatch(/^(#|[A-Z][\w-]+: \S)/);
  });
});
