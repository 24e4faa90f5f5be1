import type { AnalyticsEvents } from './analytics-events';
import type { VitalsReport, WebVitalName } from './vitals-schema';

export type { WebVitalName } from './vitals-schema';

/** What the measuring library hands over for each metric (the fields the site uses). */
export type MeasuredVital = {
  name: string;
  value: number;
  delta: number;
  rating: string;
  id: string;
  navigationType: string;
};

/** Whether this page view reports its vitals: a share `rate` (0 to 1) of views does. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}

/** The body POST /api/vitals takes; `path` is the page's path without query or fragment. */
export function vitalsReport(metric: MeasuredVital, path: string): VitalsReport {
  // Milliseconds to the whole millisecond, the CLS score to four decimals.
  const precision = metric.name === 'CLS' ? 10_000 : 1;
  return {
    name: metric.name as WebVitalName,
    value: Math.round(metric.value * precision) / precision,
    rating: metric.rating as VitalsReport['rating'],
    navigationType: metric.navigationType as VitalsReport['navigationType'],
    id: metric.id,
    path,
  };
}

/**
 * The metric as a GA4 event, in the shape Google documents for Web Vitals: `value` is an
 * integer (CLS × 1000), and the id lets reports group each page load's updates.
 */
export function vitalsAnalyticsEvent(metric: MeasuredVital): AnalyticsEvents[WebVitalName] {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    value: Math.round(metric.delta * scale),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}
