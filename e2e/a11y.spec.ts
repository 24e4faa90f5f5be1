import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';
import { layoutRoutes } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (
    rules ? builder.withRules(rules) : builder.withTags(TAGS)
  ).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

// One English page of each layout (e2e/routes.ts), in both themes.
const routes = layoutRoutes.filter((r) => r.locale === 'en');
/** What a theme changes: colours. The other rules are the same in both. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// One load per route: scanned in the light theme, then again once the system turns dark.
test.describe('axe, light and dark theme', () => {
  test.use({ colorScheme: 'light' });
  // Long documents take axe a while on a loaded machine, twice.
  test.setTimeout(150_000);

  for (const route of routes) {
    test(`${route.url} has no violations`, async ({ page }) => {
      await page.goto(route.url);
      await expect(page.locator('h1')).toBeVisible();
      expect(await violations(page), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      // Colours are read where they end, not halfway through a transition.
      await page.addStyleTag({
        content: '*, *::before, *::after { transition: none !important; }',
      });
      expect(await violations(page, COLOUR_RULES), 'dark').toEqual([]);
    });
  }
});

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

const banner = (page: Page) => page.locator('[data-consent-banner]');

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, the cookie banner in both views, ${scheme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    expect(await violations(page)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(banner(page).getByRole('switch', { name: 'Analytics' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe(`axe, feature dialogs, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
    // Two or three full scans per test, each a few seconds alone: with two workers on two cores
    // a test took up to 90 s here.
    test.setTimeout(180_000);
    test.beforeEach(({ context }) => seedStorage(context, { [CONSENT_KEY]: consentRecord(1) }));

    test('the chat panel with a conversation', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open the AI assistant' }).click();
      const panel = page.getByRole('dialog', { name: 'YNO Assistant' });
      await expect(panel.getByRole('button', { name: 'What are MCP servers?' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await panel.getByRole('textbox', { name: 'Message the assistant' }).fill('Hello');
      await page.keyboard.press('Enter');
      await expect(panel.locator('[data-role="assistant"]').last()).toContainText('fake upstream');
      expect(await violations(page)).toEqual([]);
    });

    test('the access-request and investor-deck dialogs', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Request an Invitation' }).click();
      const access = page.getByRole('dialog', { name: 'Request an Invitation' });
      await expect(access).toBeVisible();
      // With a field in error too.
      await access.getByLabel('Work email').fill('not-an-email');
      await access.getByLabel('Full name').focus();
      await expect(access.getByText('Please enter a valid email address')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Request Investor Deck' }).click();
      await expect(page.getByRole('dialog', { name: 'Request the investor deck' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the settings reset dialog', async ({ page }) => {
      await page.goto('/settings');
      await page.getByRole('main').getByRole('button', { name: 'Reset to defaults' }).click();
      await expect(page.getByRole('dialog', { name: 'Reset all settings?' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe(`axe, high contrast and large text, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    test.setTimeout(90_000);
    test.beforeEach(({ context }) =>
      seedStorage(context, {
        [CONSENT_KEY]: consentRecord(1),
        'yno-settings': JSON.stringify({ fontSize: 'large', highContrast: true }),
      }),
    );

    for (const url of ['/', '/docs/mcp']) {
      test(`${url}`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator('html')).toHaveClass(/high-contrast/);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
