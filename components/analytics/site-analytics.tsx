'use client';

import { useEffect, useState } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { whenIdle } from '@/lib/analytics/when-idle';
import { isSampled } from '@/lib/analytics/web-vitals-report';

// Neither is part of a page's first load: each loads once the page is idle, if it is needed.
const GoogleAnalytics = lazyIsland(() => import('./google-analytics'));
const WebVitalsReporter = lazyIsland(() => import('./web-vitals-reporter'));

/**
 * Analytics on every page, started once the page is idle: Google Analytics when a measurement
 * ID is configured (it loads its tag only with the visitor's consent), and the Web Vitals of
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

  useEffect(() => {
    const path = window.location.pathname;
    return whenIdle(() => setStarted({ path, vitals: isSampled(vitalsSampleRate) }));
  }, [vitalsSampleRate]);

  if (!started) return null;
  return (
    <>
      {measurementId && <GoogleAnalytics measurementId={measurementId} />}
      {started.vitals && <WebVitalsReporter path={started.path} />}
    </>
  );
}
