import { isSitePath } from './site-path';

describe('isSitePath', () => {
  it.each(['/', '/about', '/de/pricing#faq', '/integrations?q=slack'])('accepts %s', (href) => {
    expect(isSitePath(href)).toBe(true);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://yno.ai/',
    'mailto:hello@yno.ai',
    '#top',
    '',
  ])('refuses %s', (href) => {
    expect(isSitePath(href)).toBe(false);
  });
});
