import type { Page } from '@playwright/test';

/**
 * Resolves once `quietMs` pass with no request of the page started or in flight: the idle
 * preloads, and whatever an action set off, have settled. The 'networkidle' load state cannot
 * tell this after an action: once a navigation has reached it, waiting for it returns at once.
 */
export async function networkQuiet(page: Page, quietMs = 1500, timeoutMs = 20_000) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  // A request started before the wait may end during it: it counts as activity, not below zero.
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`the network was not quiet for ${quietMs} ms within ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
