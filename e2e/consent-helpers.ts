import type { BrowserContext, Page } from '@playwright/test';

export const CONSENT_KEY = 'yno-cookie-consent';
const DAY = 24 * 60 * 60 * 1000;

/** A consent record as the site stores it, dated `ageDays` ago. */
export function consentRecord(
  ageDays: number,
  preferences = { analytics: false, functional: false, marketing: false },
  consentMethod: 'banner' | 'settings' = 'banner',
) {
  return JSON.stringify({
    preferences: { essential: true, ...preferences },
    timestamp: new Date(Date.now() - ageDays * DAY).toISOString(),
    version: '2.0',
    consentMethod,
  });
}

/**
 * Seeds localStorage before the first page script runs, once per test (a reload keeps what
 * the page itself stored since).
 */
export async function seedStorage(context: BrowserContext, entries: Record<string, string>) {
  await context.addInitScript((seed) => {
    const flag = `e2e-seeded:${Object.keys(seed).join(',')}`;
    if (sessionStorage.getItem(flag)) return;
    sessionStorage.setItem(flag, '1');
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, entries);
}

/** Records consent-updated and settingsChanged events, and when the banner first appears. */
export async function recordPageEvents(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const events: { type: string; detail: unknown }[] = [];
    w.__events = events;
    for (const type of ['consent-updated', 'settingsChanged'])
      window.addEventListener(type, (event) =>
        events.push({ type, detail: (event as CustomEvent).detail }),
      );
    window.addEventListener('load', () => {
      w.__loadedAt = performance.now();
    });
    new MutationObserver(() => {
      if (!w.__bannerAt && document.querySelector('[data-consent-banner]'))
        w.__bannerAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function pageEvents(page: Page, type: string) {
  return page.evaluate(
    (wanted) =>
      ((window as unknown as { __events: { type: string; detail: unknown }[] }).__events ?? [])
        .filter((event) => event.type === wanted)
        .map((event) => event.detail),
    type,
  );
}

export async function storedConsent(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** gtag calls queued in the dataLayer, as plain arrays. */
export async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}
