import { expect, test } from './test';
import { interactions, probe, waitForAnswer } from '../scripts/bench-interactions.mjs';
import { networkQuiet } from './network-quiet';

/**
 * Every island answers its first tap from what the page fetched while idle: on a fresh visit,
 * once the page has settled, no request started by the tap may complete before the answer
 * shows. A page navigation is exempt (its page is the request); the bench times them all.
 */
test.describe.configure({ mode: 'parallel' });

for (const interaction of interactions.filter((entry) => entry.kind !== 'navigation')) {
  const formFactor = interaction.only ?? 'mobile';
  test(`${interaction.name} (${formFactor}) answers without waiting on the network`, async ({
    browser,
  }) => {
    const context = await browser.newContext(
      formFactor === 'mobile'
        ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1350, height: 940 } },
    );
    const page = await context.newPage();
    await page.addInitScript(probe);
    await page.goto(interaction.path);
    // The idle preloads have settled once the network has been quiet for a while.
    await networkQuiet(page, 2500);
    const target = interaction.target(page);
    if (interaction.scroll) await target.scrollIntoViewIfNeeded();
    if (interaction.before) await interaction.before(page);
    await page.evaluate(() => {
      (window as unknown as { __interaction: { armed: boolean } }).__interaction.armed = true;
    });
    const answered = page.evaluate(waitForAnswer, interaction.answer);
    if (formFactor === 'mobile') await target.tap();
    else await target.click();
    const { waitedFor } = await answered;
    const allowed = interaction.loadsAtTap;
    const waited = waitedFor.filter((url) => !(allowed && url.includes(allowed)));
    expect(waited, 'requests the answer waited for').toEqual([]);
    await context.close();
  });
}
