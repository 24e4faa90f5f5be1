/**
 * Google's tag (gtag.js) for GA4. The <head> boot script defines `window.gtag` as a queue into
 * `dataLayer` and sets every Consent Mode signal to denied before anything else runs
 * (lib/consent/consent-mode-script.ts); the tag itself loads only with analytics consent
 * (components/analytics/google-analytics.tsx) and reads that queue when it arrives.
 */
type GoogleTagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

export function googleTagUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** Google's documented per-property switch: while it is true, the tag sends nothing at all. */
export function gaDisableKey(measurementId: string): string {
  return `ga-disable-${measurementId}`;
}

function gtag(win: GoogleTagWindow, ...args: unknown[]) {
  if (typeof win.gtag === 'function') (win.gtag as (...a: unknown[]) => void)(...args);
}

const configured = new WeakSet<Window>();

/**
 * Lets the tag send while analytics is allowed, and silences it the moment it is withdrawn
 * (Consent Mode alone would still let it send cookieless pings). The first time collection
 * is allowed on a page, the property is configured, which sends that page's `page_view`;
 * later pages of the visit are counted by GA4's history-change measurement.
 */
export function setAnalyticsCollection(
  win: GoogleTagWindow,
  measurementId: string,
  allowed: boolean,
): void {
  (win as unknown as Record<string, unknown>)[gaDisableKey(measurementId)] = !allowed;
  if (!allowed || configured.has(win)) return;
  configured.add(win);
  gtag(win, 'js', new Date());
  gtag(win, 'config', measurementId);
}
