import { expect, test } from './test';
import { scriptsLoaded } from './loaded-scripts';

test.describe('how a page loads', () => {
  test('a page downloads each module it starts with once', async ({ page, request }) => {
    // A Turbopack chunk lists its modules as `…, id, (e, t, n) => {…}, …`.
    const moduleIds = (code: string) =>
      new Set([...code.matchAll(/[[,](\d+),(?:\([a-z](?:,[a-z])*\)|[a-z])=>\{/g)].map((m) => m[1]));
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
  test('a link in view has its page fetched ahead; one out of sight waits until it comes into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.add(url.pathname);
    });
    await page.goto('/platform');
    const sidebar = page.getByRole('complementary', { name: 'Site navigation' });
    // The open Product section's links are on screen; the closed Company section's are not.
    await expect.poll(() => prefetched.has('/integrations')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(prefetched.has('/careers')).toBe(false);

    await sidebar.getByText('Company', { exact: true }).click();
    await expect.poll(() => prefetched.has('/careers')).toBe(true);
    await sidebar.getByRole('link', { name: /^Careers/ }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
