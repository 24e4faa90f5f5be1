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
