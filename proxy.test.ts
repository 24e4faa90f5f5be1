import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { createHash } from 'node:crypto';
import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import proxy, { config } from './proxy';
import { headerRules } from './lib/security/headers';
import { adminPolicy, NON_PAGE_POLICY, pagePolicy } from './lib/security/csp';
import { MISSING_PATH_HEADER } from './lib/site/log-missing-path';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function visit(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'https://www.yno.test'), { headers }));
}

const forwardedLocale = (response: Response) =>
  response.headers.get('x-middleware-request-x-next-intl-locale');

describe('proxy: locale of a visit', () => {
  it('sends an unprefixed visit to the browser language', async () => {
    const response = await visit('/platform', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/de/platform');
  });

  it('lets a stored choice win over the browser language', async () => {
    const response = await visit('/about', { cookie: 'NEXT_LOCALE=fr', 'accept-language': 'de' });
    expect(new URL(response.headers.get('location')!).pathname).toBe('/fr/about');
  });

  it('serves English unprefixed, passing the locale on to the page', async () => {
    const response = await visit('/about', { 'accept-language': 'en-GB' });
    expect(response.headers.get('location')).toBeNull();
    expect(forwardedLocale(response)).toBe('en');
  });

  it('serves a prefixed path in its own locale, whatever the browser says', async () => {
    const response = await visit('/de/about', { 'accept-language': 'fr' });
    expect(response.headers.get('location')).toBeNull();
    expect(forwardedLocale(response)).toBe('de');
  });

  it('tells the 404 page which path was asked for', async () => {
    expect(
      (await visit('/de/no-such-page')).headers.get(`x-middleware-request-${MISSING_PATH_HEADER}`),
    ).toBe('/de/no-such-page');
  });
});

describe('proxy: a bad NEXT_LOCALE cookie', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('ignores an unsupported value and falls back to the browser language', async () => {
    const response = await visit('/about', { cookie: 'NEXT_LOCALE=it', 'accept-language': 'es' });
    expect(new URL(response.headers.get('location')!).pathname).toBe('/es/about');
  });

  it('discards script injection: English, the cookie replaced, the value never reflected', async () => {
    const hostile = '<script>alert(1)</script>';
    const response = await visit('/about', {
      cookie: `NEXT_LOCALE=${encodeURIComponent(hostile)}`,
    });
    expect(response.headers.get('location')).toBeNull();
    expect(forwardedLocale(response)).toBe('en');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^NEXT_LOCALE=(en)?;/);
    expect(setCookie).not.toContain('script');
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('proxy: the Content-Security-Policy of a page', () => {
  // A build as `next build` leaves it for `next start`: two prerendered pages, nothing else.
  const root = mkdtempSync(path.join(os.tmpdir(), 'yno-proxy-'));
  mkdirSync(path.join(root, '.next', 'server', 'app', 'en'), { recursive: true });
  for (const page of ['about', 'integrations']) {
    writeFileSync(
      path.join(root, '.next', 'server', 'app', 'en', `${page}.html`),
      `<script>self.__next_f.push([1,"${page}"])</script>`,
    );
  }
  for (const home of ['en', 'de']) {
    writeFileSync(
      path.join(root, '.next', 'server', 'app', `${home}.html`),
      `<script>boot()</script><script>self.__next_f.push([1,"${home}"])</script>`,
    );
  }
  beforeEach(() => jest.spyOn(process, 'cwd').mockReturnValue(root));
  afterEach(() => jest.restoreAllMocks());

  const policy = async (path: string) => (await visit(path)).headers.get('content-security-policy');

  it("lists a prerendered page's own inline scripts by hash, with no unsafe source", async () => {
    const scriptSrc = (await policy('/about'))!
      .split('; ')
      .find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('leaves the fallback policy of next.config.ts to pages it holds no HTML for', async () => {
    // Rendered per request (the 404, the registry), or a build laid out elsewhere (Vercel).
    expect(await policy('/de/no-such-page')).toBeNull();
    expect(await policy('/mcp-registry')).toBeNull();
    jest.spyOn(process, 'cwd').mockReturnValue(path.join(root, 'no-build-here'));
    expect(await policy('/about')).toBeNull();
  });

  it('gives the search page, rendered per request, a fresh nonce and the hashes of the document scripts every page shares', async () => {
    const first = (await visit('/search?q=agents')).headers;
    const second = (await visit('/de/search?q=agenten')).headers;
    const scriptSrc = first
      .get('content-security-policy')!
      .split('; ')
      .find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const [, self, nonce, ...hashes] = scriptSrc.split(' ');
    expect(self).toBe("'self'");
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]+=*'$/);
    // Only the script both home pages carry: neither page's own data.
    expect(hashes).toEqual([sha('boot()')]);
    expect(second.get('content-security-policy')).not.toContain(nonce);
    // Next reads the nonce from the request's policy and puts it on the scripts it renders.
    expect(first.get('x-middleware-request-content-security-policy')).toBe(
      first.get('content-security-policy'),
    );
  });

  it('leaves a filtered catalogue, rendered per request, to the fallback', async () => {
    expect(await policy('/integrations')).toContain("'sha256-");
    expect(await policy('/integrations?q=slack')).toBeNull();
  });
});

describe('proxy: redirects carry the security headers', () => {
  const expectSecurityHeaders = (response: Response) => {
    expect(response.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=63072000/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  };

  it('removes a trailing slash with a 308, the query kept, from pages, route handlers and files', async () => {
    for (const [from, to] of [
      ['/platform/?tab=1', '/platform?tab=1'],
      ['/de/legal//', '/de/legal'],
      ['/api/chat/', '/api/chat'],
      ['/robots.txt/', '/robots.txt'],
    ]) {
      const response = await visit(from);
      expect([from, response.status]).toEqual([from, 308]);
      const location = new URL(response.headers.get('location')!);
      expect(location.pathname + location.search).toBe(to);
      expectSecurityHeaders(response);
    }
  });

  it('sends the locale redirect with them too', async () => {
    const response = await visit('/platform', { 'accept-language': 'de' });
    expect(response.status).toBe(307);
    expectSecurityHeaders(response);
  });

  it('leaves a route handler or a file without a trailing slash alone', async () => {
    for (const path of ['/api/chat', '/robots.txt', '/_next/static/chunks/a.js']) {
      const response = await visit(path, { 'accept-language': 'de' });
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(forwardedLocale(response)).toBeNull();
    }
  });
});

describe('which responses the proxy sees', () => {
  const matches = (path: string) =>
    config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));

  it('runs for pages, including the /api and /de/api reference pages', () => {
    for (const path of ['/', '/about', '/de/platform', '/api', '/de/api']) {
      expect(matches(path)).toBe(true);
    }
  });

  it('skips route handlers, Next internals and files', () => {
    for (const path of ['/api/chat', '/_next/static/chunks/a.js', '/robots.txt', '/icon.svg']) {
      expect(matches(path)).toBe(false);
    }
  });

  it('skips the content editor, which lives outside the locales', () => {
    for (const path of ['/keystatic', '/keystatic/', '/keystatic/collection/news_en']) {
      expect(matches(path)).toBe(false);
    }
    expect(matches('/keystatic-guide')).toBe(true);
  });
});

describe('security headers per kind of response', () => {
  /** The headers Next would send for `path`, as Next's own config tester matches the rules. */
  async function headersFor(path: string, production = true) {
    const response = await unstable_getResponseFromNextConfig({
      url: `https://www.yno.test${path}`,
      nextConfig: { headers: async () => headerRules({ production }) },
    });
    // The tester answers with an empty text body; its content type is not a rule's.
    response.headers.delete('content-type');
    return Object.fromEntries(response.headers);
  }

  it('gives every page the page policy and the transport headers', async () => {
    for (const path of [
      '/',
      '/about',
      '/de/legal/dpa',
      '/api',
      '/fr/api',
      '/no-such-page',
      '/mcp-registry',
    ]) {
      const headers = await headersFor(path);
      expect(headers['content-security-policy']).toBe(pagePolicy({ fallback: true }));
      expect(headers['strict-transport-security']).toMatch(/max-age=63072000/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('gives route handlers, assets and files a policy that runs nothing', async () => {
    for (const path of [
      '/api/chat',
      '/api/access-request',
      '/mcp',
      '/_next/image',
      '/_next/static/media/font.woff2',
      '/robots.txt',
      '/icons.svg',
      '/og/en/home/image.png',
    ]) {
      const headers = await headersFor(path);
      expect(headers['content-security-policy']).toBe(NON_PAGE_POLICY);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives the content editor its own policy, in development and production', async () => {
    for (const path of ['/keystatic', '/keystatic/collection/news_en/create']) {
      expect((await headersFor(path))['content-security-policy']).toBe(
        adminPolicy({ development: false }),
      );
      expect((await headersFor(path, false))['content-security-policy']).toBe(
        adminPolicy({ development: true }),
      );
      expect((await headersFor(path))['x-frame-options']).toBe('DENY');
    }
    // Its API answers as a route handler, and the site's pages keep theirs.
    expect((await headersFor('/api/keystatic/tree'))['content-security-policy']).toBe(
      NON_PAGE_POLICY,
    );
    expect((await headersFor('/keystatic-guide'))['content-security-policy']).toBe(
      pagePolicy({ fallback: true }),
    );
  });

  it('gives the build chunks nosniff alone', async () => {
    for (const path of [
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/app/%5Blocale%5D/page-1.js',
      '/_next/static/css/a.css',
    ])
      expect(await headersFor(path)).toEqual({ 'x-content-type-options': 'nosniff' });
  });

  it('sends HSTS only from production servers', async () => {
    expect((await headersFor('/about', false))['strict-transport-security']).toBeUndefined();
  });
});

describe('proxy: the search page, limited per client', () => {
  beforeEach(() => jest.spyOn(process, 'cwd').mockReturnValue(os.tmpdir()));
  afterEach(() => jest.restoreAllMocks());

  it('answers 429 in the visitor’s language past SEARCH_RATE_LIMIT a minute, and only to that client', async () => {
    const search = (client: string, path = '/search?q=x') =>
      visit(path, { 'x-forwarded-for': client });
    for (let n = 0; n < 30; n += 1) expect((await search('192.0.2.10')).status).toBe(200);
    const refused = await search('192.0.2.10', '/de/search?q=y');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await refused.text()).toBe(
      'Anfragelimit überschritten. Bitte versuchen Sie es gleich noch einmal.',
    );
    expect((await search('192.0.2.11')).status).toBe(200);
    // Other pages are not counted.
    expect((await visit('/about', { 'x-forwarded-for': '192.0.2.10' })).status).toBe(200);
  });
});
