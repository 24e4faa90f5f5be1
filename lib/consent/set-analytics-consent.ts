import { browserStorage, noStorage } from '@/lib/browser/browser-storage';
import { essentialOnly, storedPreferences } from './consent-record';
import { saveConsent } from './save-consent';

/** Changes analytics only, keeping the other categories as stored; recorded as 'settings'. */
export function setAnalyticsConsent(analytics: boolean): void {
  const current = storedPreferences(browserStorage() ?? noStorage) ?? essentialOnly;
  saveConsent(
    { analytics, functional: current.functional, marketing: current.marketing },
    'settings',
  );
}
