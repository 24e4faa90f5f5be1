import { NextRequest, NextResponse } from 'next/server';
import { defaultLocaleRewrites, passDefaultLocaleThrough } from './default-locale-rewrite';

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

  it.each(['/about', '/legal/dpa', '/api', '/docs/mcp', '/nope', '/english', '/design'])(
    'rewrites the unprefixed page path %s',
    (path) => expect(matches(path)).toBe(true),
  );

  it.each([
    '/de',
    '/de/about',
    '/en/about',
    '/es',
    '/api/chat',
    '/_next/static/x.js',
    '/robots.txt',
    '/icon.svg',
  ])('leaves %s alone', (path) => expect(matches(path)).toBe(false));
});

describe('passDefaultLocaleThrough', () => {
  it('turns a rewrite into a pass-through with the locale header and the cookies', () => {
    const request = new NextRequest('http://localhost:3000/about');
    const rewrite = NextResponse.rewrite(new URL('http://localhost:3000/en/about'));
    rewrite.cookies.set('NEXT_LOCALE', 'en');
    const result = passDefaultLocaleThrough(request, rewrite);
    expect(result.headers.get('x-middleware-rewrite')).toBeNull();
    expect(result.headers.get('x-middleware-next')).toBe('1');
    expect(result.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en');
    expect(result.cookies.get('NEXT_LOCALE')?.value).toBe('en');
  });

  it('leaves redirects and pass-throughs as they are', () => {
    const request = new NextRequest('http://localhost:3000/about');
    const redirect = NextResponse.redirect(new URL('http://localhost:3000/de/about'));
    expect(passDefaultLocaleThrough(request, redirect)).toBe(redirect);
  });
});
