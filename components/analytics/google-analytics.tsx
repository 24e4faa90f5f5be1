'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { setAnalyticsCollection } from '@/lib/analytics/google-tag';
import { getAnalyticsConsent, subscribeConsent } from '@/lib/consent/consent-state';

const GoogleTag = lazyIsland(() => import('./google-tag'));

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
  return <GoogleTag measurementId={measurementId} />;
}
