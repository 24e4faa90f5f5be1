'use client';

import { useEffect } from 'react';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { sendAnalyticsEvent } from '@/lib/analytics/analytics-events';
import { sendVitalsReport } from '@/lib/analytics/send-vitals';
import {
  vitalsAnalyticsEvent,
  vitalsReport,
  type WebVitalName,
} from '@/lib/analytics/web-vitals-report';

/**
 * Reports LCP, INP, CLS, FCP and TTFB of this page view to /api/vitals, and to Google
 * Analytics as events while the visitor allows analytics. It mounts once per visit, for the page
 * the visit landed on. It uses the `web-vitals` library itself rather than next/web-vitals,
 * whose build of it is a third larger for soft-navigation reports that browsers make only
 * behind a flag.
 */
export default function WebVitalsReporter({ path }: { path: string }) {
  useEffect(() => {
    const report = (metric: Metric) => {
      sendVitalsReport(vitalsReport(metric, path));
      sendAnalyticsEvent(metric.name as WebVitalName, vitalsAnalyticsEvent(metric));
    };
    for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
  }, [path]);
  return null;
}
