import { browserStorage, noStorage } from '@/lib/browser/browser-storage';
import { consentUpdated } from './consent-events';
import { CONSENT_STORAGE_KEY, storedPreferences, type ConsentCategory } from './consent-record';

/**
 * Whether a valid stored choice allows this category. Features that store or load something
 * optional ask this first (for example the chat before keeping its conversation: 'functional').
 */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'essential') return true;
  return storedPreferences(browserStorage() ?? noStorage)?.[category] ?? false;
}

/**
 * Analytics consent as one fact shared by the banner and the settings page (analyticsOptIn):
 * it is read from, and written to, the consent record only.
 */
export function getAnalyticsConsent(): boolean {
  return hasConsent('analytics');
}

export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) onChange();
  };
  const stopListening = consentUpdated.listen(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    stopListening();
    window.removeEventListener('storage', onStorage);
  };
}
