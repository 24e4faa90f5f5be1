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

test('the language picker shows each language with its flag', async ({ page }) => {
  // Main colours of each flag (components/ui/flag.tsx): a flag that fails to draw has none.
  const colours: Record<string, [number, number, number][]> = {
    English: [
      [0x01, 0x21, 0x69],
      [0xc8, 0x10, 0x2e],
    ],
    Español: [
      [0xaa, 0x15, 0x1b],
      [0xf1, 0xbf, 0x00],
    ],
    Français: [
      [0x00, 0x26, 0x54],
      [0xce, 0x11, 0x26],
    ],
    Deutsch: [
      [0x00, 0x00, 0x00],
      [0xdd, 0x00, 0x00],
      [0xff, 0xce, 0x00],
    ],
  };
  await page.goto('/platform');
  await page.getByRole('button', { name: /Language/ }).click();
  for (const [language, expected] of Object.entries(colours)) {
    const flag = page.getByRole('link', { name: new RegExp(language) }).locator('svg[data-flag]');
    const png = (await flag.screenshot()).toString('base64');
    // Decoded in the page, so the test needs no image library.
    const pixels = await page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(0, 0, image.width, image.height).data];
    }, png);
    for (const colour of expected) {
      let found = false;
      for (let i = 0; i < pixels.length && !found; i += 4) {
        found = colour.every((value, channel) => Math.abs(pixels[i + channel] - value) <= 24);
      }
      expect(found, `${language} flag shows rgb(${colour.join(', ')})`).toBe(true);
    }
  }
});
