import { expect, test } from './test';
import { COMPILE_HINT } from '../lib/build/compile-hints';
import { scriptsLoaded } from './loaded-scripts';

test.describe('how a page loads', () => {
  test('the scripts a page starts with carry the compile hint; code loaded on demand does not', async ({
    page,
    request,
  }) => {
    const startsWithHint = async (path: string) =>
      (await (await request.get(path)).text()).startsWith(`${COMPILE_HINT}\n`);

    const atStart = await scriptsLoaded(page, '/');
    expect(atStart.length).toBeGreaterThan(0);
    for (const script of atStart) expect(await startsWithHint(script), script).toBe(true);

    // Opening the chat panel fetches its island's code on demand. (Other pages' own chunks,
    // under chunks/app/, are prefetched for their links and rightly carry the hint.)
    const onDemand = new Set<string>();
    page.on('request', (loaded) => {
      const path = new URL(loaded.url()).pathname;
      if (loaded.resourceType() !== 'script' || path.includes('/chunks/app/')) return;
      if (!atStart.includes(path)) onDemand.add(path);
    });
    await page.getByRole('button', { name: 'Open the AI assistant' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(onDemand.size).toBeGreaterThan(0);
    for (const script of onDemand) expect(await startsWithHint(script), script).toBe(false);
  });
});

test.describe('prefetching', () => {
  test('links prefetch the pages a visitor may open next, not the page being read nor the cookie policy', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.add(url.pathname);
    });
    await page.goto('/platform');
    // The banner's link to the cookie policy is on screen for a first visit.
    await expect(page.getByRole('link', { name: 'Read our Cookie Policy' })).toBeVisible();
    // Neighbours in the open Product section of the sidebar are prefetched...
    await expect.poll(() => prefetched.has('/integrations')).toBe(true);
    await page.waitForLoadState('networkidle');
    // ...but not the current page (its sidebar link) nor the policy.
    expect(prefetched.has('/platform')).toBe(false);
    expect(prefetched.has('/cookies')).toBe(false);

    // The policy still opens from the banner, fetched on click.
    await page.getByRole('link', { name: 'Read our Cookie Policy' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
