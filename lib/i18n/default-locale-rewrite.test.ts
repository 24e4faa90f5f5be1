import {
  getRewrittenUrl,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server';
import { defaultLocaleRewrites, internalRoute } from './default-locale-rewrite';

/** Where Next's own config tester rewrites `path` with these rewrites, or null if it does not. */
async function rewrittenTo(path: string): Promise<string | null> {
  const response = await unstable_getResponseFromNextConfig({
    url: `https://www.yno.test${path}`,
    nextConfig: {
      rewrites: async () => ({
        beforeFiles: defaultLocaleRewrites(),
        afterFiles: [],
        fallback: [],
      }),
    },
  });
  const url = getRewrittenUrl(response);
  return url === null ? null : new URL(url).pathname;
}

describe('defaultLocaleRewrites', () => {
  const [home] = defaultLocaleRewrites();

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
    '/keystatic-guide',
  ])('rewrites the unprefixed page path %s', async (path) =>
    expect(await rewrittenTo(path)).toBe(`/en${path}`),
  );

  it.each([
    '/de',
    '/de/about',
    '/en/about',
    '/es',
    '/api/chat',
    '/mcp',
    '/keystatic',
    '/keystatic/collection/news_en',
    '/_next/static/x.js',
    '/robots.txt',
    '/icon.svg',
  ])('leaves %s alone', async (path) => expect(await rewrittenTo(path)).toBeNull());
});

describe('the Markdown twins', () => {
  it.each(['/docs/mcp.md', '/api.md', '/legal/dpa.md', '/docs.md'])(
    'rewrites the English Markdown path %s',
    async (path) => expect(await rewrittenTo(path)).toBe(`/en${path}`),
  );

  it.each(['/de/legal/dpa.md', '/en/docs.md', '/api/x.md', '/llms.txt', '/a.b.md'])(
    'leaves %s alone',
    async (path) => expect(await rewrittenTo(path)).toBeNull(),
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
