import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';
import { layoutRoutes } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** What a theme changes: colours. The other rules give the same answer in both. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Scan = {
  /** Only the colour rules (by default every rule of the WCAG tags). */
  colours?: boolean;
  /** Every rule but the colour rules. */
  noColours?: boolean;
  /** Only inside this element (by default the whole page). */
  within?: string;
};

async function violations(page: Page, { colours, noColours, within }: Scan = {}) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  if (colours) builder.withRules(COLOUR_RULES);
  else builder.withTags(TAGS);
  if (noColours) builder.disableRules(COLOUR_RULES);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** The system turns dark; colours are read where they end, not halfway through a transition. */
async function toDark(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
}

/**
 * A whole page in both themes, from one load: every rule in the light theme, then the colour
 * rules once the system turns dark.
 */
async function pageViolations(page: Page) {
  const light = await violations(page);
  await toDark(page);
  const dark = await violations(page, { colours: true });
  return [...light, ...dark.map((line) => `dark: ${line}`)];
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * An open overlay in both themes: every rule but the colours on the whole page (what the
 * overlay does to the page behind it: hidden from assistive technology, out of the tab order),
 * and the colour rules on the overlay alone, light then dark. The colours of the pages behind
 * are the route scans'. The page is left in the light theme.
 */
async function overlayViolations(page: Page, overlay: string) {
  const problems = [
    ...(await violations(page, { noColours: true })),
    ...(await violations(page, { colours: true, within: overlay })),
  ];
  await toDark(page);
  const dark = await violations(page, { colours: true, within: overlay });
  problems.push(...dark.map((line) => `dark: ${line}`));
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  return problems;
}

// One English page of each layout (e2e/routes.ts), in both themes.
test.describe('axe, light and dark theme', () => {
  test.use({ colorScheme: 'light' });
  // Long documents take axe a while on a loaded machine, twice.
  test.setTimeout(150_000);

  for (const route of layoutRoutes.filter((r) => r.locale === 'en')) {
    test(`${route.url} has no violations`, async ({ page }) => {
      await page.goto(route.url);
      await expect(page.locator('h1')).toBeVisible();
      expect(await pageViolations(page)).toEqual([]);
    });
  }
});

test.describe('axe, interface states, light and dark theme', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  test.setTimeout(120_000);
  test.beforeEach(({ context }) => seedStorage(context, { [CONSENT_KEY]: consentRecord(1) }));

  test('the external-link dialog', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('#site-sidebar')
      .getByRole('button', { name: /YNO Pro/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await overlayViolations(page, DIALOG)).toEqual([]);
  });

  test('the phone menu and the sidebar sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await overlayViolations(page, DIALOG)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open all pages' }).click();
    await expect(page.getByRole('dialog', { name: 'All pages' })).toBeVisible();
    expect(await overlayViolations(page, DIALOG)).toEqual([]);
  });

  test('the language list open', async ({ page }) => {
    await page.goto('/');
    const picker = page.getByRole('button', { name: /Language/ });
    await picker.click();
    const list = `#${await picker.getAttribute('aria-controls')}`;
    await expect(page.locator(list)).toBeVisible();
    expect(await overlayViolations(page, list)).toEqual([]);
  });

  test('the chat panel with a conversation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the AI assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'YNO Assistant' });
    await expect(panel.getByRole('button', { name: 'What are MCP servers?' })).toBeVisible();
    expect(await overlayViolations(page, DIALOG)).toEqual([]);
    await panel.getByRole('textbox', { name: 'Message the assistant' }).fill('Hello');
    await page.keyboard.press('Enter');
    await expect(panel.locator('[data-role="assistant"]').last()).toContainText('fake upstream');
    expect(await overlayViolations(page, DIALOG)).toEqual([]);
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
    expect(await overlayViolations(page, DIALOG)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Request Investor Deck' }).click();
    await expect(page.getByRole('dialog', { name: 'Request the investor deck' })).toBeVisible();
    expect(await overlayViolations(page, DIALOG)).toEqual([]);
  });

  test('the settings reset dialog', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('main').getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset all settings?' })).toBeVisible();
    expect(await overlayViolations(page, DIALOG)).toEqual([]);
  });
});

test('axe, the cookie banner in both views, light and dark theme', async ({ page }) => {
  test.setTimeout(90_000);
  const banner = '[data-consent-banner]';
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator(banner)).toBeVisible({ timeout: 5000 });
  expect(await overlayViolations(page, banner)).toEqual([]);
  await page.locator(banner).getByRole('button', { name: 'Customize' }).click();
  await expect(page.locator(banner).getByRole('switch', { name: 'Analytics' })).toBeVisible();
  expect(await overlayViolations(page, banner)).toEqual([]);
});

test.describe('axe, high contrast and large text, light and dark theme', () => {
  test.use({ colorScheme: 'light' });
  test.setTimeout(120_000);
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
      expect(await pageViolations(page)).toEqual([]);
    });
  }
});
