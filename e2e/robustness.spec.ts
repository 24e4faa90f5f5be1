import { expect, test } from './test';
import { PORT } from '../playwright.config';

/**
 * Hostile and corrupt state in the browser: every page still renders, with no script error.
 * What the route handlers answer to malformed and hostile requests is proven against them
 * directly (lib/leads/lead-handler.test.ts, lib/leads/lead-kinds-handler.test.ts,
 * lib/chat/chat-handler.test.ts, lib/chat/chat-request-schema.test.ts,
 * lib/http/read-json-body.test.ts).
 */
const ORIGIN = `http://localhost:${PORT}`;

test.describe('the browser recovers from corrupt or hostile stored state', () => {
  const garbage = '{"this is": not json';
  for (const key of [
    'yno-cookie-consent',
    'yno-chat-messages',
    'yno-settings',
    'theme',
    'i18nextLng',
  ]) {
    test(`a corrupt ${key}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [key, garbage]);
      for (const url of ['/', '/settings', '/de/platform']) {
        await page.goto(url);
        await expect(page.locator('h1')).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }

  test('a corrupt sidebar cookie and a 2 MB stored settings entry', async ({ page, context }) => {
    await context.addCookies([{ name: 'sidebar:state', value: '%%%<script>', url: ORIGIN }]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'yno-settings',
        JSON.stringify({ fontSize: 'large', junk: 'x'.repeat(2_000_000) }),
      ),
    );
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
