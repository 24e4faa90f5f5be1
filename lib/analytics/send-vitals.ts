import type { VitalsReport } from './vitals-schema';

export const VITALS_ENDPOINT = '/api/vitals';

/**
 * Sends one measurement to the site's own endpoint. A beacon survives the page being hidden or
 * closed, which is when LCP, CLS and INP are final; fetch with keepalive is the fallback.
 */
export function sendVitalsReport(report: VitalsReport): void {
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
