'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { islands } from '@/components/islands';
import { isSampled } from '@/lib/analytics/web-vitals-report';
import { getAnalyticsConsent, subscribeConsent } from '@/lib/consent/consent-state';
import { useIsland } from '@/lib/islands/use-island';
import { whenIdle } from '@/lib/browser/when-idle';

/**
 * Analytics on every page, started once the page is idle: Google Analytics when a measurement
 * ID is configured and the visitor allows analytics (stored, or just given), and the Web Vitals of
 * a sampled share of page views. `path` is the page the visit landed on, which the vitals
 * describe. Neither is part of a page's first load.
 */
export function SiteAnalytics({
  measurementId,
  vitalsSampleRate,
}: {
  measurementId?: string;
  vitalsSampleRate: number;
}) {
  const [idle, setIdle] = useState(false);
  const [path, setPath] = useState('');
  const analyticsAllowed = useSyncExternalStore(subscribeConsent, getAnalyticsConsent, () => false);
  const tag = useIsland(islands.googleAnalytics);
  const vitals = useIsland(islands.webVitalsReporter);
  const mountTag = tag.mount;
  const mountVitals = vitals.mount;

  useEffect(() => {
    const landedOn = window.location.pathname;
    return whenIdle(() => {
      setPath(landedOn);
      setIdle(true);
      if (isSampled(vitalsSampleRate)) mountVitals();
    });
  }, [vitalsSampleRate, mountVitals]);

  const wantsTag = idle && Boolean(measurementId) && analyticsAllowed;
  useEffect(() => {
    if (wantsTag) mountTag();
  }, [wantsTag, mountTag]);

  return (
    <>
      {wantsTag && tag.mounted && measurementId && (
        <islands.googleAnalytics.Component measurementId={measurementId} />
      )}
      {vitals.mounted && <islands.webVitalsReporter.Component path={path} />}
    </>
  );
}
