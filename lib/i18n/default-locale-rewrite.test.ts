import { defaultLocaleRewrites, internalRoute } from './default-locale-rewrite';

// The matcher Next itself compiles rewrite sources with.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pathToRegexp } = require('next/dist/compiled/path-to-regexp') as {
  pathToRegexp: (source: string) => RegExp;
};

describe('defaultLocaleRewrites', () => {
  const [home, rest] = defaultLocaleRewrites();
  const matches = (path: string) => pathToRegexp(rest.source).test(path);

  it('maps the home page to /en', () => {
    expect(home).toEqual({ source: '/', destination: '/en' });
  });

  it.each([
    '/about',
    '/legal/dpa',
    '/api',
    '/docs/mcp',
    '/mcp-registry',
    '/nope',
    '/english',
    '/design',
  ])('rewrites the unprefixed page path %s', (path) => expect(matches(path)).toBe(true));

  it.each([
    '/de',
    '/de/about',
    '/en/about',
    '/es',
    '/api/chat',
    '/mcp',
    '/_next/static/x.js',
    '/robots.txt',
    '/icon.svg',
  ])('leaves %s alone', (path) => expect(matches(path)).toBe(false));
});

describe('the Markdown twins', () => {
  const markdown = defaultLocaleRewrites()[2];
  const matches = (path: string) => pathToRegexp(markdown.source).test(path);

  it.each(['/docs/mcp.md', '/api.md', '/legal/dpa.md', '/docs.md'])(
    'rewrites the English Markdown path %s',
    (path) => expect(matches(path)).toBe(true),
  );

  it.each(['/de/legal/dpa.md', '/en/docs.md', '/api/x.md', '/llms.txt', '/a.b.md'])(
    'leaves %s alone',
    (path) => expect(matches(path)).toBe(false),
  );
});

describe('internalRoute', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/about', 'en', '/en/about'],
    ['/legal/dpa/', 'en', '/en/legal/dpa'],
    ['/de', 'de', '/de'],
    ['/de/about', 'de', '/de/about'],
    ['/design', 'en', '/en/design'],
  ])('%s is served from %s %s', (pathname, locale, route) => {
    expect(internalRoute(pathname)).toEqual({ locale, route });
  });
});
