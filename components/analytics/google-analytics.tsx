'use client';

import Script from 'next/script';
import { useEffect, useSyncExternalStore } from 'react';
import { googleTagUrl, setAnalyticsCollection } from '@/lib/analytics/google-tag';
import { getAnalyticsConsent, subscribeConsent } from '@/lib/consent/consent-state';

/**
 * Google Analytics 4 through Google's tag, loaded only while the visitor allows analytics
 * (stored, or just given) and silenced the moment they withdraw it. Consent Mode defaults and
 * updates come from lib/consent; this only decides whether the tag may load and send.
 */
export default function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  const allowed = useSyncExternalStore(subscribeConsent, getAnalyticsConsent, () => false);

  useEffect(() => {
    setAnalyticsCollection(window, measurementId, allowed);
  }, [allowed, measurementId]);

  if (!allowed) return null;
  return <Script src={googleTagUrl(measurementId)} strategy="lazyOnload" />;
}
