import { expect, test } from './test';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';

/*
 * The one dialog primitive (components/ui/dialog.tsx), Radix's, as the site uses it. Keyboard
 * focus inside it and its return are in e2e/keyboard.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.beforeEach(({ context }) => seedStorage(context, { [CONSENT_KEY]: consentRecord(1) }));

test('a click beside the dialog closes it, one inside does not; the page behind stays put', async ({
  page,
}) => {
  await page.goto('/');
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  const open = page.getByRole('main').getByRole('button', { name: 'Request an Invitation' });
  const scrolled = await page.evaluate(() => scrollY);
  await open.first().click();
  const dialog = page.getByRole('dialog', { name: 'Request an Invitation' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/.+/);

  // The page behind neither scrolls nor takes clicks.
  await page.mouse.move(20, 450);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);

  const box = (await dialog.boundingBox())!;
  await page.mouse.click(box.x + 12, box.y + box.height - 12);
  await expect(dialog).toBeVisible();
  await page.mouse.click(box.x - 20, box.y + 20);
  await expect(dialog).toBeHidden();
  await expect(open.first()).toBeFocused();
});

test('a closed lead dialog is out of the accessibility tree and the Tab order; what was typed stays', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Request an Invitation' });
  await expect(dialog).toHaveCount(0);
  const open = page.getByRole('main').getByRole('button', { name: 'Request an Invitation' });
  await open.first().focus();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('[role=dialog]') ?? null),
  ).toBeNull();

  await open.first().click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await dialog.getByLabel('Full Name').fill('Ada Lovelace');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open.first()).toBeFocused();

  await open.first().click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
});

test('Escape as soon as a dialog shows closes it', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('main').getByRole('button', { name: 'Request an Invitation' });
  const dialog = page.getByRole('dialog', { name: 'Request an Invitation' });
  await open.first().click();
  await expect(dialog).toBeVisible();
  // At once, as a visitor who changes their mind: before Radix is told the dialog is open.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open.first()).toBeFocused();
});
