import { expect, test, type Locator, type Page } from './test';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';

/*
 * Every feature driven by the keyboard alone: each Tab stop shows a focus indicator, dialogs
 * keep focus inside, and closing one returns focus to the control that opened it.
 */

/** Why the focused element shows no focus indicator, or null when it does. */
function focusProblem(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'focus fell back to the page';
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (!element.matches(':focus-visible')) return `${name} is focused without :focus-visible`;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return `${name} is focused but not visible`;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    if (!outlined && style.boxShadow === 'none') return `${name} shows no focus indicator`;
    return null;
  });
}

async function expectVisibleFocus(page: Page) {
  expect(await focusProblem(page)).toBeNull();
}

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Tabs (or Shift+Tabs) to `target`, checking the focus indicator at every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 150 } = {}) {
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${target} was not reached in ${limit} Tab presses`);
}

/** Tabs round a dialog more times than it has controls: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 30) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
  }
}

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY);

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('with consent given', () => {
  test.beforeEach(({ context }) => seedStorage(context, { [CONSENT_KEY]: consentRecord(1) }));

  test('request access', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const open = page.getByRole('main').getByRole('button', { name: 'Request an Invitation' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request an Invitation' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, dialog);

    const email = `keyboard-${Date.now()}@example.com`;
    for (const [label, value] of [
      ['Full name', 'Mei Lin Tan'],
      ['Work email', email],
      ['Phone number', '+65 6123 4567'],
    ] as const) {
      await tabTo(page, dialog.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, dialog.getByRole('textbox', { name: 'Company', exact: true }));
    await page.keyboard.type('Example Logistics Pte. Ltd.');
    const submit = dialog.getByRole('button', { name: 'Request an Invitation' });
    await expect(submit).toBeEnabled();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('alert').filter({ hasText: 'Thank you for your interest!' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('send a chat message and close the panel', async ({ page }) => {
    await page.goto('/about');
    const launcher = page.getByRole('button', { name: 'Open the AI assistant' });
    await tabTo(page, launcher, { back: true });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'YNO Assistant' });
    await expect(panel).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Message the assistant' });
    await expect(input).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.type('What are MCP servers?');
    await page.keyboard.press('Enter');
    await expect(panel.locator('[data-role="assistant"]').last()).toContainText('fake upstream');
    await expect(input).toHaveValue('');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('change language', async ({ page }) => {
    await page.goto('/platform');
    const picker = page.getByRole('banner').getByRole('button', { name: /Language/ });
    await tabTo(page, picker);
    await page.keyboard.press('Enter');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, page.getByRole('link', { name: /Deutsch/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/platform$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('change theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const radio = (name: string) => page.getByRole('banner').getByRole('radio', { name });
    // The group is one Tab stop, on the current choice; arrow keys move the choice.
    await tabTo(page, radio('System'));
    await expect(radio('Light')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(radio('Dark')).toBeFocused();
    await expect(radio('Dark')).toHaveAttribute('aria-checked', 'true');
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(radio('Light')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(radio('System')).toHaveAttribute('aria-checked', 'true');
  });

  test('import settings, and the reset dialog keeps and returns focus', async ({ page }) => {
    test.slow();
    await page.goto('/settings');
    const main = page.getByRole('main');
    await tabTo(page, main.getByLabel('Settings as JSON'));
    await page.keyboard.type('{"fontSize":"large","highContrast":true}');
    await tabTo(page, main.getByRole('button', { name: 'Import', exact: true }));
    await page.keyboard.press('Enter');
    await expect(main.getByRole('status')).toContainText('Settings imported.');
    // The result shows first; the import applies once that frame is painted.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe('18px');
    await expect(page.locator('html')).toHaveClass(/high-contrast/);

    const reset = main.getByRole('button', { name: 'Reset to defaults' });
    await tabTo(page, reset);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reset all settings?' });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog, 8);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reset).toBeFocused();
    await expectVisibleFocus(page);
  });
});

test.describe('consent banner', () => {
  const banner = (page: Page) => page.locator('[data-consent-banner]');

  test('accept all', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    await tabTo(page, banner(page).getByRole('button', { name: 'Accept All Cookies' }));
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect((await storedConsent(page)).preferences).toEqual({
      essential: true,
      analytics: true,
      functional: true,
      marketing: true,
    });
  });

  test('customise', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    await tabTo(page, banner(page).getByRole('button', { name: 'Customize' }));
    await page.keyboard.press('Enter');
    const analytics = banner(page).getByRole('switch', { name: 'Analytics' });
    await expect(analytics).toBeVisible();
    await tabTo(page, analytics);
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await tabTo(page, banner(page).getByRole('button', { name: 'Save My Preferences' }));
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({
      consentMethod: 'banner',
      preferences: { essential: true, analytics: true, functional: false, marketing: false },
    });
  });
});
