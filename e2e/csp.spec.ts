import { expect, test, type APIResponse } from './test';
import { pagePolicy, NON_PAGE_POLICY } from '../lib/security/csp';

const FALLBACK_POLICY = pagePolicy({ fallback: true });
/** Headers every response must carry, whatever produced it. */
function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers['strict-transport-security'], label).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
}

test.describe('security headers', () => {
  test('a page rendered per request gets the fallback, which lets it run', async ({ request }) => {
    for (const [url, status] of [
      ['/integrations?q=slack', 200],
      ['/mcp-registry', 200],
      ['/fr/not-a-page', 404],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(status);
      expectSecurityHeaders(response, url);
      expect(response.headers()['content-security-policy'], url).toBe(FALLBACK_POLICY);
    }
  });

  test('the search page, rendered per request, runs under a nonce and hashes: no unsafe-inline, no violation', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const nonces = new Set<string>();
    for (const url of ['/search?q=agents', '/de/search?q=workflow', '/fr/search']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const policy = response!.headers()['content-security-policy'];
      const scripts = policy.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scripts, url).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
      expect(nonce, url).toBeDefined();
      nonces.add(nonce!);
      // Hydrated: the page's own scripts ran.
      await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
      await page.waitForFunction(() => 'next' in window);
    }
    expect(nonces.size).toBe(3);
    expect(violations).toEqual([]);
  });

  test('route handlers and files get a policy that runs nothing', async ({ request }) => {
    const responses: [string, APIResponse][] = [
      ['/robots.txt', await request.get('/robots.txt')],
      ['/og/en/home/image.png', await request.get('/og/en/home/image.png')],
      ['/icons.svg', await request.get('/icons.svg')],
      ['POST /api/chat', await request.post('/api/chat', { data: {} })],
      ['GET /mcp', await request.get('/mcp')],
      [
        'POST /mcp',
        await request.post('/mcp', {
          data: { jsonrpc: '2.0', id: 1, method: 'ping' },
          headers: { accept: 'application/json, text/event-stream' },
        }),
      ],
    ];
    for (const [label, response] of responses) {
      expectSecurityHeaders(response, label);
      expect(response.headers()['content-security-policy'], label).toBe(NON_PAGE_POLICY);
    }
  });

  test('the scripts a page loads carry nosniff, and not the headers only a page uses', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const asset = /<script[^>]*\ssrc="([^"]+)"/.exec(html)![1];
    const headers = (await request.get(asset)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toContain('immutable');
    for (const pageOnly of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
      'strict-transport-security',
    ])
      expect(headers[pageOnly], pageOnly).toBeUndefined();
  });

  test('a locale redirect carries them too', async ({ request }) => {
    const response = await request.get('/platform', {
      headers: { 'Accept-Language': 'de' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/de/platform');
    expectSecurityHeaders(response, 'redirect');
  });
});
