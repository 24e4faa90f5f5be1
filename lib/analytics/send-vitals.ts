import type { VitalsReport } from './vitals-schema';

export const VITALS_ENDPOINT = '/api/vitals';

/** Sends one measurement now: a beacon survives the page closing; fetch with keepalive is the fallback. */
function send(report: VitalsReport): void {
  const body = JSON.stringify(report);
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_ENDPOINT, blob)) {
    return;
  }
  void fetch(VITALS_ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}

const waiting: VitalsReport[] = [];
let listening = false;

function sendWaiting(): void {
  for (const report of waiting.splice(0)) send(report);
}

/**
 * Sends a measurement to the site's own endpoint when the page is next hidden (the visitor
 * switches tabs, leaves or closes it), which is when LCP, CLS and INP are final anyway: FCP
 * and TTFB, final at once, wait for them, so a visit sends nothing while it is being read.
 */
export function sendVitalsReport(report: VitalsReport): void {
  waiting.push(report);
  if (document.visibilityState === 'hidden') return sendWaiting();
  if (listening) return;
  listening = true;
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendWaiting();
  });
  // Browsers that skip visibilitychange on unload still fire pagehide.
  addEventListener('pagehide', sendWaiting);
}
