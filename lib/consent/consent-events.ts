import type { ConsentPreferences } from './consent-record';

/**
 * docs/decisions.md: the window event that announces a consent choice; detail = the
 * preferences.
 */
export const CONSENT_UPDATED_EVENT = 'consent-updated';
/** Asks the consent manager mounted in the shell to reopen the preferences. */
export const OPEN_CONSENT_EVENT = 'yno-open-consent';

export function dispatchConsentUpdated(target: EventTarget, preferences: ConsentPreferences) {
  target.dispatchEvent(
    new CustomEvent<ConsentPreferences>(CONSENT_UPDATED_EVENT, { detail: preferences }),
  );
}

export type OpenConsentDetail = { opener: HTMLElement | null };

export function requestConsentPreferences(target: EventTarget, opener: HTMLElement | null) {
  target.dispatchEvent(
    new CustomEvent<OpenConsentDetail>(OPEN_CONSENT_EVENT, { detail: { opener } }),
  );
}
