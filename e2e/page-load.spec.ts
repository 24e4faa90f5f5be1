import { expect, test } from './test';
import { scriptsLoaded } from './loaded-scripts';

test.describe('how a page loads', () => {
  test('a page downloads each module it starts with once', async ({ page, request }) => {
    // A webpack chunk lists its modules as `id:(module, exports, require) => …`.
    const moduleIds = (code: string) =>
      new Set([...code.matchAll(/[{,](\d+):\(/g)].map((m) => m[1]));
    for (const path of ['/', '/settings', '/legal/dpa']) {
      const seen = new Map<string, string>();
      for (const script of await scriptsLoaded(page, path)) {
        for (const id of moduleIds(await (await request.get(script)).text())) {
          expect(seen.get(id), `${path}: module ${id} is in ${script} and ${seen.get(id)}`).toBe(
            undefined,
          );
          seen.set(id, script);
        }
      }
      expect(seen.size).toBeGreaterThan(0);
    }
  });
});

test.describe('prefetching', () => {
  test('a link prefetches its page when the visitor reaches for it, not when it is merely on screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.add(url.pathname);
    });
    await page.goto('/platform');
    // The open Product section of the sidebar and the banner's policy link are on screen...
    const sidebar = page.getByRole('complementary', { name: 'Site navigation' });
    const integrations = sidebar.getByRole('link', { name: /^Integrations/ });
    await expect(integrations).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read our Cookie Policy' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // ...and nothing is fetched for them until the visitor reaches for one.
    expect([...prefetched]).toEqual([]);

    await integrations.hover();
    await expect.poll(() => prefetched.has('/integrations')).toBe(true);
    await sidebar.getByRole('link', { name: /^AI Workflows/ }).focus();
    await expect.poll(() => prefetched.has('/workflows')).toBe(true);
    // The page being read is never prefetched, even under the pointer.
    await sidebar.getByRole('link', { name: /^Platform/ }).hover();
    await page.waitForLoadState('networkidle');
    expect(prefetched.has('/platform')).toBe(false);

    await integrations.click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a click while the pointer’s prefetch is on its way waits for it instead of fetching the page again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/platform');
    await page.waitForLoadState('networkidle');
    // The route's tree comes at once, the page's content takes 600 ms: the click comes while
    // the prefetch is still on its way.
    const pageRequests: string[] = [];
    await page.route(/\/workflows\?_rsc=/, async (route) => {
      const kind = route.request().headers()['next-router-segment-prefetch'] ?? 'whole page';
      pageRequests.push(kind);
      if (kind !== '/_tree') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const link = page
      .getByRole('complementary', { name: 'Site navigation' })
      .getByRole('link', { name: /^AI Workflows/ });
    await link.hover();
    await expect.poll(() => pageRequests.includes('whole page')).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/workflows$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The route's tree, then the whole page once: no second copy of the page for the click.
    expect(pageRequests.filter((kind) => kind !== '/_tree')).toEqual(['whole page']);
  });
});
