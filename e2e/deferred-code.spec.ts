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

const deferred = [
  {
    name: 'the markdown renderer loads when the chat opens',
    marker: 'micromark',
    intent: async (page: Page) => {
      await page.getByRole('button', { name: 'Open the AI assistant' }).click();
      await expect(page.locator('#yno-chat-panel textarea')).toBeFocused();
    },
  },
  {
    name: 'the search engine loads with the index on intent',
    marker: 'MiniSearch',
    intent: (page: Page) => page.locator('header [data-search-launcher]').hover(),
  },
];

for (const { name, marker, intent } of deferred) {
  test(`${name}, not while the page is idle`, async ({ page }) => {
    const bodies = scriptBodies(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(loaded(bodies, marker)).toBe(false);
    await intent(page);
    await expect.poll(() => loaded(bodies, marker)).toBe(true);
  });
}
