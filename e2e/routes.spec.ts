import { existsSync } from 'node:fs';
import { expect, test } from './test';
import { LOOPBACK_PORT } from '../playwright.config';

test('pages render without console errors or hydration warnings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const url of ['/', '/about', '/de/platform', '/fr/legal', '/es/docs/mcp', '/yno-ai']) {
    await page.goto(url);
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test.describe('404', () => {
  for (const [url, lang, text] of [
    ['/does-not-exist', 'en', 'Oops! Page not found'],
    ['/de/gibt-es-nicht', 'de', 'Hoppla! Seite nicht gefunden'],
    ['/fr/nope/deeper', 'fr', 'Oups'],
    ['/xx/yy', 'en', 'Oops! Page not found'],
  ] as const) {
    test(`${url} answers 404 with the localized page`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html.includes(`lang="${lang}"`), 'lang').toBe(true);
      expect(html.includes(text), 'text').toBe(true);
      expect(/<a[^>]+href="\/(de|fr)?"/.test(html), 'link home').toBe(true);
    });
  }

  test('the 404 page links home', async ({ page }) => {
    await page.goto('/de/gibt-es-nicht');
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/de$/);
  });

  test('the 404 page keeps the cookie banner and the assistant, in its language', async ({
    page,
  }) => {
    await page.goto('/de/gibt-es-nicht');
    const banner = page.getByRole('region', { name: 'Cookies auf der YNO-Website' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /Cookie-Richtlinie/ })).toHaveAttribute(
      'href',
      '/de/cookies',
    );
    await page.getByRole('button', { name: 'KI-Assistenten öffnen' }).click();
    await expect(page.getByRole('dialog', { name: 'YNO-Assistent' })).toBeVisible();
  });
});

test('Coming Soon placeholders say so', async ({ page }) => {
  for (const url of ['/yno-ai', '/async-jobs', '/premium', '/login', '/signup']) {
    await page.goto(url);
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  }
  await page.goto('/de/premium');
  await expect(page.getByText('Demnächst verfügbar', { exact: true })).toBeVisible();
});

test('metadata: sitemap, robots and manifest', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http://localhost:3000/de/platform</loc>');
  expect(sitemap).toContain('hreflang="x-default"');
  expect(sitemap).not.toContain('/login<');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect((await manifest.json()).icons).toEqual([
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
  ]);
  const icon = await request.get('/icon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('icon and manifest: a page carries its icon inline and links its manifest once interactive', async ({
  page,
}) => {
  const response = await page.goto('/platform');
  const html = await response!.text();
  expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  expect(html).not.toContain('rel="manifest"');
  // Once hydrated, the page links its manifest; the home page links the icon file itself,
  // the link search engines read.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const home = await (await page.request.get('/de')).text();
  expect(home).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml"/>');
});

test('the content editor and its API answer 404 on a server without GitHub storage configured', async ({
  request,
}) => {
  for (const url of ['/keystatic', '/keystatic/collection/news_en/create']) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  const local = { 'no-cors': '1' };
  expect((await request.get('/api/keystatic/tree', { headers: local })).status()).toBe(404);
  // Local mode's write, refused: nothing reaches the server's disk.
  const write = await request.post('/api/keystatic/update', {
    headers: local,
    data: {
      additions: [{ path: 'content/news/e2e-write/en.mdoc', contents: 'eA' }],
      deletions: [],
    },
  });
  expect(write.status()).toBe(404);
  expect(existsSync('content/news/e2e-write')).toBe(false);
});

test('security headers are sent', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-powered-by']).toBeUndefined();
});

test('a server bound to 127.0.0.1 serves every kind of route', async ({ request }) => {
  const origin = `http://127.0.0.1:${LOOPBACK_PORT}`;
  for (const [path, status] of [
    ['/', 200],
    ['/about', 200],
    ['/api', 200],
    ['/legal/dpa', 200],
    ['/missing', 404],
    // Last: a German page stores the choice, and unprefixed visits then redirect to German.
    ['/de/platform', 200],
  ] as const) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages show their content, not a loading placeholder', async ({ page }) => {
    for (const url of ['/', '/about', '/de/legal/dpa', '/fr/docs/mcp']) {
      await page.goto(url);
      await expect(page.locator('h1'), url).toBeVisible();
    }
  });
});
