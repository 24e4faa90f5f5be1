import { expect, isHydrated, test, type Page } from './test';
import { getPage, type PageId } from '../lib/site/pages';

/** The product, company and commercial pages (their server HTML: test/built/pages.built.ts). */
const contentPages: { id: PageId }[] = [
  { id: 'platform' },
  { id: 'workflows' },
  { id: 'integrations' },
  { id: 'implementation' },
  { id: 'about' },
  { id: 'careers' },
  { id: 'partners' },
  { id: 'security' },
  { id: 'investors' },
  { id: 'enterprise' },
  { id: 'pricing' },
  { id: 'news' },
  { id: 'support' },
  { id: 'resources' },
];
test('the catalogue is prerendered; a filtered URL is rendered per request', async ({
  request,
}) => {
  // A prerendered page is cacheable and allowed its own scripts by hash; a page rendered per
  // request is not cached and gets the policy for pages without prerendered HTML.
  for (const path of ['/integrations', '/de/integrations']) {
    const headers = (await request.get(path)).headers();
    expect(headers['cache-control'], path).toContain('s-maxage=');
    expect(headers['content-security-policy'], path).toContain("'sha256-");
  }
  for (const path of ['/integrations?q=slack', '/de/integrations?category=erp']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control'], path).toContain('no-store');
    expect(response.headers()['content-security-policy'], path).toContain("'unsafe-inline'");
    expect(await response.text()).toContain('data-integration=');
  }
});

test.describe('integrations filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const cards = (page: Page) => page.locator('[data-integration]');

  test('the full catalogue is in the server HTML', async ({ page }) => {
    await page.goto('/integrations');
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(20);
    await expect(page.locator('[data-result-count]')).toContainText(/Showing \d+ of \d+/);
  });

  test('a shared URL shows the filtered results', async ({ page }) => {
    await page.goto('/integrations?q=slack');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-integration', 'slack');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('slack');

    await page.goto('/integrations?category=identity');
    const ids = await cards(page).evaluateAll((els) => els.map((el) => el.dataset.integration));
    expect(ids.sort()).toEqual(['entraId', 'okta', 'workday']);
    await expect(page.getByLabel('Category')).toHaveValue('identity');
  });

  test('the form filters by a plain GET, in the reader’s language', async ({ page }) => {
    await page.goto('/de/integrations');
    await page.getByRole('searchbox', { name: 'Suche' }).fill('rechnungen');
    await page.getByLabel('Kategorie').selectOption('erp');
    await page.getByRole('button', { name: 'Anwenden' }).click();
    await expect(page).toHaveURL(/\/de\/integrations\?q=rechnungen&category=erp$/);
    const ids = await cards(page).evaluateAll((els) => els.map((el) => el.dataset.integration));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toContain('xero');
    for (const card of await cards(page).all())
      await expect(card).toContainText('ERP und Finanzen');
  });

  test('no match shows an empty state with a way back', async ({ page }) => {
    await page.goto('/fr/integrations?q=mainframe-cobol&category=crm');
    await expect(cards(page)).toHaveCount(0);
    const empty = page.locator('[data-empty-state]');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('Aucune intégration ne correspond à ce filtre');
    await expect(empty).toContainText('« mainframe-cobol »');
    await empty.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/fr\/integrations$/);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(20);
  });

  test('an unknown category or an oversized query is ignored, not an error', async ({ page }) => {
    const response = await page.goto(`/integrations?category=nope&q=${'a'.repeat(500)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel('Category')).toHaveValue('');
  });
});

test('with JavaScript the filter navigates without a full reload', async ({ page }) => {
  await page.goto('/es/integrations');
  // Submitted before its scripts have run, the form is a plain GET: a full load, as without
  // JavaScript. This test is about the form once they have.
  await expect.poll(() => isHydrated(page.getByRole('main').getByRole('search'))).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('github');
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page).toHaveURL(/\/es\/integrations\?q=github/);
  await expect(page.locator('[data-integration]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // A second filter from the filtered view shows its own results.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('slack');
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page).toHaveURL(/\/es\/integrations\?q=slack/);
  await expect(page.locator('[data-integration]')).toHaveCount(1);
  await expect(page.locator('[data-integration]')).toHaveAttribute('data-integration', 'slack');
});

test('llms.txt lists the main pages with summaries, each linking its Markdown twin', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text.startsWith('# YNO\n\n> ')).toBe(true);
  for (const { id } of contentPages) {
    const path = getPage(id).path;
    expect(text, path).toMatch(
      new RegExp(`^- \\[[^\\]]+\\]\\(https?://[^)]+${path}\\.md\\): \\S`, 'm'),
    );
  }
  expect(text).not.toContain('/login.md)');
});

test('security.txt follows RFC 9116 and points to the disclosure policy', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1];
  expect(field('Contact')).toMatch(/^mailto:security@/);
  expect(field('Preferred-Languages')).toBe('en, es, fr, de');
  expect(field('Canonical')).toMatch(/\/\.well-known\/security\.txt$/);
  expect(field('Policy')).toMatch(/\/security#disclosure$/);
  const expires = Date.parse(field('Expires')!);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(366 * 24 * 3600 * 1000);

  const policy = await request.get('/security');
  expect(await policy.text()).toContain('id="disclosure"');
});
