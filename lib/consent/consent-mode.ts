import type { ConsentMethod, ConsentPreferences, ConsentCategory } from './consent-record';

/**
 * Google Consent Mode v2. Each Google consent signal follows one of our categories; every
 * signal starts denied (set in <head> before any tag could load) and each choice updates it.
 */
export const consentModeSignals = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'analytics',
  functionality_storage: 'functional',
  personalization_storage: 'functional',
  security_storage: 'essential',
} as const satisfies Record<string, ConsentCategory>;

export type ConsentModeSignal = keyof typeof consentModeSignals;
export type ConsentModeState = Record<ConsentModeSignal, 'granted' | 'denied'>;

export const CONSENT_GRANTED_EVENT = 'cookie-consent-granted';

export function consentModeState(preferences: ConsentPreferences): ConsentModeState {
  const entries = Object.entries(consentModeSignals).map(([signal, category]) => [
    signal,
    preferences[category] ? 'granted' : 'denied',
  ]);
  return Object.fromEntries(entries) as ConsentModeState;
}

type Gtag = (...args: unknown[]) => void;
type GtagWindow = { gtag?: unknown };

function gtagOf(win: GtagWindow): Gtag | null {
  return typeof win.gtag === 'function' ? (win.gtag as Gtag) : null;
}

/**
 * Tells gtag about a choice: a consent update always, and the analytics consent event
 * (docs/specification.md §7) when analytics is allowed. Does nothing when gtag is not a function.
 */
export function reportConsentToGtag(
  win: GtagWindow,
  preferences: ConsentPreferences,
  consentMethod: ConsentMethod,
): void {
  const gtag = gtagOf(win);
  if (!gtag) return;
  gtag('consent', 'update', consentModeState(preferences));
  if (preferences.analytics) {
    gtag('event', CONSENT_GRANTED_EVENT, {
      consent_method: consentMethod,
      analytics: preferences.analytics,
      functional: preferences.functional,
      marketing: preferences.marketing,
    });
  }
}
