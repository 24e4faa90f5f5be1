import type { Page } from '@playwright/test';
import { expect, test } from './test';

/**
 * The two largest pieces of island code wait for the visitor's intent instead of loading while
 * the page is idle: the chat's markdown renderer comes when the panel opens, the search engine
 * with the index when the pointer reaches the search button. Recognised by strings their code
 * carries (micromark's name, MiniSearch's error messages).
 */
function scriptBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

const loaded = (bodies: string[], marker: string) => bodies.some((body) => body.includes(marker));

test.use({ viewport: { width: 1280, height: 900 } });

test('the markdown renderer loads when the chat opens, not while the page is idle', async ({
  page,
}) => {
  const bodies = scriptBodies(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loaded(bodies, 'micromark')).toBe(false);
  await page.getByRole('button', { name: 'Open the AI assistant' }).click();
  await expect(page.locator('#yno-chat-panel textarea')).toBeFocused();
  await expect.poll(() => loaded(bodies, 'micromark')).toBe(true);
});

test('the search engine loads with the index on intent, not while the page is idle', async ({
  page,
}) => {
  const bodies = scriptBodies(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loaded(bodies, 'MiniSearch')).toBe(false);
  await page.locator('header [data-search-launcher]').hover();
  await expect.poll(() => loaded(bodies, 'MiniSearch')).toBe(true);
});
