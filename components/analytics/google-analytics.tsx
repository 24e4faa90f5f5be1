'use client';

import Script from 'next/script';
import { useEffect } from 'react';
import { googleTagUrl, setAnalyticsCollection } from '@/lib/analytics/google-tag';

/**
 * Google Analytics 4 through Google's tag. SiteAnalytics mounts it only while the visitor allows
 * analytics, so a visitor who has not allowed it never downloads this code or the tag; leaving
 * (consent withdrawn) silences a tag that already loaded. Consent Mode defaults and updates come
 * from lib/consent.
 */
export default function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  useEffect(() => {
    setAnalyticsCollection(window, measurementId, true);
    return () => setAnalyticsCollection(window, measurementId, false);
  }, [measurementId]);

  return <Script src={googleTagUrl(measurementId)} strategy="lazyOnload" />;
}
