import { test as base, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Hydration can finish after the load event that `goto` waits for. Tests act once the
 * framework has booted and the main thread is idle, as a visitor does a moment after the page
 * appears.
 */
async function untilBooted(page: Page) {
  if (page.url().startsWith('about:')) return;
  await page.waitForFunction(() => 'next' in window);
  // The search buttons open the dialog once the page has loaded (components/layout/after-load-islands.tsx).
  await page.waitForFunction(
    () => !document.querySelector('[data-search-launcher]:not([aria-haspopup])'),
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

/**
 * React has hydrated this element: its DOM node is bound to a fiber, so its handlers run. A
 * part of the page can hydrate after the rest (each route segment is a boundary of its own).
 */
export const isHydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

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
