'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useCallback } from 'react';
import { sendAnalyticsEvent } from '@/lib/analytics/analytics-events';
import { sendVitalsReport } from '@/lib/analytics/send-vitals';
import {
  vitalsAnalyticsEvent,
  vitalsReport,
  type WebVitalName,
} from '@/lib/analytics/web-vitals-report';

/**
 * Reports LCP, INP, CLS, FCP and TTFB of this page view to /api/vitals, and to Google
 * Analytics as events while the visitor allows analytics.
 */
export default function WebVitalsReporter({ path }: { path: string }) {
  const report = useCallback(
    (metric: Parameters<Parameters<typeof useReportWebVitals>[0]>[0]) => {
      sendVitalsReport(vitalsReport(metric, path));
      sendAnalyticsEvent(metric.name as WebVitalName, vitalsAnalyticsEvent(metric));
    },
    [path],
  );
  useReportWebVitals(report);
  return null;
}
