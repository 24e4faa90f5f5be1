import { expect, test } from './test';
import { locales } from '../lib/i18n/locales';
import { allRoutes } from './routes';

test.describe('Content-Security-Policy', () => {
  test('a static page allows exactly its own inline scripts', async ({ request }) => {
    const response = await request.get('/de/about');
    const policy = response.headers()['content-security-policy'];
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  test('a page rendered per request carries a fresh nonce on every script', async ({ request }) => {
    const response = await request.get('/de/not-a-page');
    expect(response.status()).toBe(404);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'])?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const executable = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
      ([, attrs]) => !/application\/ld\+json/.test(attrs),
    );
    expect(executable.length).toBeGreaterThan(0);
    for (const [, attrs] of executable) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test('route handlers and files get a policy that runs nothing', async ({ request }) => {
    const policy = (await request.get('/robots.txt')).headers()['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
  });

  for (const locale of locales) {
    test(`no violation and no console error on any ${locale} route`, async ({ page }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      for (const route of allRoutes.filter((r) => r.locale === locale)) {
        await page.goto(route.url, { waitUntil: 'load' });
      }
      await page.goto(locale === 'en' ? '/missing-page' : `/${locale}/missing-page`, {
        waitUntil: 'load',
      });
      // The 404 page itself is reported by Chromium as a failed resource; nothing else may be.
      expect(
        problems.filter((p) => !/missing-page: Failed to load resource: .* 404/.test(p)),
      ).toEqual([]);
    });
  }
});
