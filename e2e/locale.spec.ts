import { expect, test } from './test';
import { PORT } from '../playwright.config';

test.describe('locale detection', () => {
  test.use({ locale: 'de-DE' });

  test('Accept-Language leads an unprefixed visit to the German pages', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test('a stored choice wins over Accept-Language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: `http://localhost:${PORT}` }]);
  const page = await context.newPage();
  await page.goto('/platform');
  await expect(page).toHaveURL(/\/fr\/platform$/);
  await context.close();
});

test('a hostile NEXT_LOCALE cookie gives English and is not reflected', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const hostile = '<script>alert(document.cookie)</script>';
  await context.addCookies([
    { name: 'NEXT_LOCALE', value: encodeURIComponent(hostile), url: `http://localhost:${PORT}` },
  ]);
  const page = await context.newPage();
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const html = await response!.text();
  expect(html.includes('alert(document.cookie)'), 'reflected').toBe(false);
  expect(html.includes(encodeURIComponent(hostile)), 'reflected encoded').toBe(false);
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value ?? 'en').toBe('en');
  await context.close();
});

test('the language picker keeps the page and remembers the choice', async ({ page }) => {
  await page.goto('/platform');
  await page.getByRole('button', { name: /Language/ }).click();
  const german = page.getByRole('link', { name: /Deutsch/ });
  await expect(page.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
  await german.click();
  await expect(page).toHaveURL(/\/de\/platform$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).toHaveText('Die YNO-Plattform');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('de');

  // An unprefixed visit now goes to German.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/de\/about$/);
});
