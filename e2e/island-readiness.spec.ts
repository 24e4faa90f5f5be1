import type { Route } from '@playwright/test';
import { expect, test } from './test';
import { interactions, probe, waitForAnswer } from '../scripts/bench-interactions.mjs';
import { networkQuiet } from './network-quiet';

/**
 * Every island answers its first tap from what the page fetched while idle: on a fresh visit,
 * once the page has settled, every request from the tap on is held until the answer shows, so
 * an answer that needed one never shows. What a tap fetches by design (the search index, the
 * code that saves a consent choice) is held too, and the answer must not need it. A page
 * navigation is exempt (its page is the request); the bench times them all.
 */
test.describe.configure({ mode: 'parallel' });

const ANSWER_TIMEOUT_MS = 10_000;

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
    const held: Route[] = [];
    await page.route('**/*', (route) => {
      held.push(route);
    });
    await page.evaluate(() => {
      (window as unknown as { __interaction: { armed: boolean } }).__interaction.armed = true;
    });
    const answered = page.evaluate(waitForAnswer, interaction.answer);
    if (formFactor === 'mobile') await target.tap();
    else await target.click();
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      answered.then(() => 'answered'),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve('no answer'), ANSWER_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    const heldUrls = held.map((route) => route.request().url());
    expect(outcome, `answer with these requests held: ${heldUrls.join(', ') || 'none'}`).toBe(
      'answered',
    );
    // Closing the context drops the held requests.
    await context.close();
  });
}
