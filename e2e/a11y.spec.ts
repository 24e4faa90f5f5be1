import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

// Every route in English, and every other locale's home, in both themes.
const routes = allRoutes.filter((r) => r.locale === 'en' || r.id === 'home');

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    // Long documents take axe a while on a loaded machine.
    test.setTimeout(90_000);

    for (const route of routes) {
      test(`${route.url} has no violations`, async ({ page }) => {
        await page.goto(route.url);
        await expect(page.locator('h1')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test.describe('axe, interface states', () => {
  test('the external-link dialog', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('#site-sidebar')
      .getByRole('button', { name: /YNO Pro/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the phone menu and the sidebar sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open all pages' }).click();
    await expect(page.getByRole('dialog', { name: 'All pages' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the language list open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
    expect(await violations(page)).toEqual([]);
  });
});
