import { test as base, type Page } from '@playwright/test';
import { BOOT_LOADER_ATTRIBUTE } from '../lib/build/boot-after-paint.mjs';

export * from '@playwright/test';

/**
 * Prerendered pages boot the framework after their first paint (lib/build/boot-after-paint.mjs),
 * which can be after the load event that `goto` waits for. Tests act once the framework has
 * booted and hydration has finished (the main thread is idle), as a visitor does a moment after
 * the page appears.
 */
async function untilBooted(page: Page) {
  await page.waitForFunction(
    (attribute) => !document.querySelector(`script[${attribute}]`) || 'next' in window,
    BOOT_LOADER_ATTRIBUTE,
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), {
          timeout: 2000,
        }),
      ),
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilBooted(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilBooted(page);
        return response;
      };
    }
    await provide(page);
  },
});
