'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { whenIdle } from '@/lib/islands/when-idle';
import { isSampled } from '@/lib/analytics/web-vitals-report';
import { getAnalyticsConsent, subscribeConsent } from '@/lib/consent/consent-state';

// Neither is part of a page's first load: each loads once the page is idle, if it is needed
// (Google Analytics only while the visitor allows analytics).
const GoogleAnalytics = lazyIsland(() => import('./google-analytics'));
const WebVitalsReporter = lazyIsland(() => import('./web-vitals-reporter'));

/**
 * Analytics on every page, started once the page is idle: Google Analytics when a measurement
 * ID is configured and the visitor allows analytics (stored, or just given), and the Web Vitals of
 * a sampled share of page views. `path` is the page the visit landed on, which the vitals
 * describe.
 */
export function SiteAnalytics({
  measurementId,
  vitalsSampleRate,
}: {
  measurementId?: string;
  vitalsSampleRate: number;
}) {
  const [started, setStarted] = useState<{ path: string; vitals: boolean } | null>(null);
  const analyticsAllowed = useSyncExternalStore(subscribeConsent, getAnalyticsConsent, () => false);

  useEffect(() => {
    const path = window.location.pathname;
    return whenIdle(() => setStarted({ path, vitals: isSampled(vitalsSampleRate) }));
  }, [vitalsSampleRate]);

  if (!started) return null;
  return (
    <>
      {measurementId && analyticsAllowed && <GoogleAnalytics measurementId={measurementId} />}
      {started.vitals && <WebVitalsReporter path={started.path} />}
    </>
  );
}
