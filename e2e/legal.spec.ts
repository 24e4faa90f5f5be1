import { expect, test } from './test';
import { locales, type Locale } from '../lib/i18n/locales';
import { localizedPath } from '../lib/i18n/paths';
import { storageInventory } from '../lib/legal/storage-inventory';
import { getPage, type PageId } from '../lib/site/pages';
import { subprocessors } from '../lib/site/subprocessors';

const urlOf = (id: PageId, locale: Locale) => localizedPath(getPage(id).path, locale);

test.describe('cookie policy', () => {
  for (const locale of locales) {
    test(`${urlOf('cookies', locale)} lists exactly what the site stores`, async ({ page }) => {
      await page.goto(urlOf('cookies', locale));
      const rows = page.locator('[data-storage-inventory] tbody tr');
      await expect(rows).toHaveCount(storageInventory.length);
      const names = await rows.locator('td:first-child code').allTextContents();
      expect(names.sort()).toEqual(storageInventory.map((entry) => entry.name).sort());
      // Name, type, purpose, category and lifetime for every entry.
      for (const row of await rows.all()) {
        const cells = await row.locator('td').allTextContents();
        expect(cells).toHaveLength(5);
        for (const cell of cells) expect(cell.trim()).not.toBe('');
      }
    });
  }

  test('shows lifetimes and categories in words', async ({ page }) => {
    await page.goto('/cookies');
    const row = (name: string) =>
      page.locator('[data-storage-inventory] tbody tr', {
        has: page.getByText(name, { exact: true }),
      });
    await expect(row('NEXT_LOCALE')).toContainText('1 year');
    await expect(row('sidebar:state')).toContainText('7 days');
    await expect(row('yno-chat-messages')).toContainText('Functional');
    await expect(row('yno-cookie-consent')).toContainText('Essential');
    await page.goto('/de/cookies');
    await expect(
      page.locator('[data-storage-inventory] tbody tr', { has: page.getByText('NEXT_LOCALE') }),
    ).toContainText('1 Jahr');
  });
});

test.describe('tables', () => {
  test('the SLA has uptime tiers and service credits by plan', async ({ page }) => {
    await page.goto('/legal/sla');
    const uptime = page.locator('section[aria-labelledby="uptime"] table');
    await expect(uptime.locator('tbody tr')).toHaveCount(3);
    await expect(uptime).toContainText('99.95%');
    const credits = page.locator('section[aria-labelledby="credits"] table');
    await expect(credits.locator('tbody tr')).toHaveCount(4);
    await expect(credits.locator('thead th')).toHaveText([
      'Monthly Uptime Percentage achieved',
      'Team',
      'Business',
      'Enterprise',
    ]);
  });

  test('subprocessors are named in a table of names, purposes, data and locations', async ({
    page,
  }) => {
    await page.goto('/fr/legal/subprocessors');
    const table = page.locator('section[aria-labelledby="platform"] table');
    await expect(table.locator('thead th')).toHaveText([
      'Sous-traitant ultérieur',
      'Finalité',
      'Données traitées',
      'Localisation',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(
      subprocessors.filter((entry) => entry.scope === 'customerData').length,
    );
    await expect(table.locator('tbody tr').first().locator('strong')).toHaveText(
      'Amazon Web Services',
    );
    await expect(table.locator('tbody tr').first()).toContainText('Amazon Web Services, Inc.');
  });
});

test('documents print without navigation or table of contents', async ({ page }) => {
  await page.goto('/legal/dpa');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#breach')).toBeVisible();
  await expect(page.locator('#site-sidebar')).toBeHidden();
  for (const toc of await page.locator('[data-toc]').all()) await expect(toc).toBeHidden();
});

test('a table-of-contents link scrolls to its section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms');
  await page.locator('aside [data-toc] a[href="#governing-law"]').click();
  await expect(page).toHaveURL(/#governing-law$/);
  await expect(page.locator('#governing-law')).toBeInViewport();
});

test('a translated legal document says English prevails and leads a reader to the English text', async ({
  page,
}) => {
  await page.goto('/en/about');
  await expect(page.locator('[data-prevailing-language]')).toHaveCount(0);
  await page.goto('/legal/dpa');
  await expect(page.locator('[data-prevailing-language]')).toHaveCount(0);
  for (const locale of ['es', 'fr', 'de']) {
    await page.goto(`/${locale}/legal/dpa`);
    await expect(page.locator('[data-prevailing-language]')).toBeVisible();
  }
  // The reader has chosen German (the prefix stores it); the link still reaches English.
  await page.locator('[data-prevailing-language] a').click();
  await expect(page).toHaveURL(/\/legal\/dpa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Data Processing Agreement');
});
