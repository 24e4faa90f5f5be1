import { expect, isHydrated, test, type Page } from './test';
import { PLAIN_TEXT } from '../lib/http/compressed-route-rules';
import { locales } from '../lib/i18n/locales';
import { SPRITE_VERSION } from '../lib/icons/icon-href';
import {
  ACCESS_REQUEST_VISITOR,
  submitAccessRequest,
  uniqueEmail,
  workflowRuns,
} from './access-request-helpers';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';
import { allRoutes, layoutRoutes } from './routes';

/*
 * The smoke set: what must hold on every deployment target. It runs with the whole suite
 * against `next start`, and alone against the standalone server (`npm run test:standalone`)
 * and the Vercel CLI's build (`npm run check:vercel`).
 */

/** Collects console errors, uncaught errors and CSP violations of everything the page loads. */
async function recordProblems(page: Page) {
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
  return problems;
}

for (const locale of locales) {
  test(`every ${locale} page answers; each layout hydrates with no CSP violation or console error`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const routes = allRoutes.filter((r) => r.locale === locale);
    for (const route of routes)
      expect((await request.get(route.url)).status(), route.url).toBe(200);
    const problems = await recordProblems(page);
    const notHydrated: string[] = [];
    for (const route of layoutRoutes.filter((r) => r.locale === locale)) {
      await page.goto(route.url, { waitUntil: 'load' });
      if (!(await isHydrated(page.locator('main')))) notHydrated.push(route.url);
    }
    const missing = locale === 'en' ? '/missing-page' : `/${locale}/missing-page`;
    expect((await page.goto(missing, { waitUntil: 'load' }))?.status()).toBe(404);
    if (!(await isHydrated(page.locator('main')))) notHydrated.push(missing);
    expect(notHydrated).toEqual([]);
    // Chromium reports the 404 document itself as a failed resource; nothing else may fail.
    expect(
      problems.filter((p) => !/missing-page: Failed to load resource: .* 404/.test(p)),
    ).toEqual([]);
  });
}

test('the icon sprite arrives compressed and is cached for a year at its version', async ({
  page,
}) => {
  const sprite = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/icons.svg'),
  );
  await page.goto('/');
  const response = await sprite;
  expect(new URL(response.url()).searchParams.get('v')).toBe(SPRITE_VERSION);
  const headers = await response.allHeaders();
  expect(headers['content-type']).toBe('image/svg+xml');
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await response.text()).toContain('<symbol id="ChevronDown"');
});

test('the sitemap and llms.txt arrive compressed, with their own type', async ({ request }) => {
  const routes = [
    { path: '/sitemap.xml', type: 'application/xml', starts: '<?xml' },
    { path: '/llms.txt', type: PLAIN_TEXT, starts: '# YNO' },
  ];
  for (const { path, type, starts } of routes) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect((await response.text()).startsWith(starts), path).toBe(true);
  }
});

test('the cookie banner appears on a first visit', async ({ page }) => {
  await page.goto('/platform');
  await expect(page.getByRole('region', { name: 'Cookies on the YNO website' })).toBeVisible();
  await page.getByRole('button', { name: 'Essential Only' }).click();
  await expect(page.getByRole('region', { name: 'Cookies on the YNO website' })).toBeHidden();
});

test.describe('with consent given', () => {
  test.beforeEach(({ context }) => seedStorage(context, { [CONSENT_KEY]: consentRecord(1) }));

  test('the chat opens and answers', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the AI assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'YNO Assistant' });
    await expect(panel).toBeVisible();
    await panel.getByRole('textbox', { name: 'Message the assistant' }).fill('Smoke test question');
    await page.keyboard.press('Enter');
    await expect(panel.locator('[data-role="assistant"]')).toContainText(
      'You asked: Smoke test question',
    );
  });

  test('an access request reaches the workflow API', async ({ page, request }) => {
    const email = uniqueEmail('smoke');
    await page.goto('/');
    await submitAccessRequest(page, email);
    const runs = await workflowRuns(request, email);
    expect(runs).toHaveLength(1);
    expect(runs[0].lead).toMatchObject({
      workEmail: email,
      companyName: ACCESS_REQUEST_VISITOR.company,
    });
  });

  test('the language picker switches to German', async ({ page }) => {
    await page.goto('/platform');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/platform$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toHaveText('Die YNO-Plattform');
  });

  test('the theme picker switches to dark and back', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('radio', { name: 'Light' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});
