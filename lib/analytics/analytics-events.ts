import { hasConsent } from '@/lib/consent/consent-state';
import type { LeadKind } from '@/lib/leads/lead-kinds';
import type { WebVitalName } from './vitals-schema';

/**
 * Every event the site sends to Google Analytics, with its parameters. None carries personal
 * data: no e-mail address, no name, no text a visitor typed. The compiler keeps it that way,
 * since an event can only carry the parameters listed here.
 */
export type AnalyticsEvents = {
  /** A lead form was accepted by the server (GA4's recommended lead event). */
  generate_lead: { lead_kind: LeadKind };
  /** The visitor opened the site assistant. */
  chat_open: Record<string, never>;
} & Record<
  WebVitalName,
  {
    value: number;
    metric_id: string;
    metric_value: number;
    metric_delta: number;
    metric_rating: string;
    non_interaction: true;
  }
>;

/**
 * Queues an event for Google's tag, only while the visitor allows analytics. Without a
 * measurement ID the queue is never read, so nothing leaves the browser.
 */
export function sendAnalyticsEvent<Name extends keyof AnalyticsEvents>(
  name: Name,
  params: AnalyticsEvents[Name],
): void {
  const gtag = (window as { gtag?: unknown }).gtag;
  if (typeof gtag !== 'function' || !hasConsent('analytics')) return;
  gtag('event', name, params);
}
