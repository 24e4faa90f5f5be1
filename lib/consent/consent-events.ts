import { emit } from '@/lib/browser-events';
import type { ConsentPreferences } from './consent-record';

/** docs/decisions.md: announces a consent choice on the window; detail = the preferences. */
export function dispatchConsentUpdated(target: EventTarget, preferences: ConsentPreferences) {
  emit('consent-updated', preferences, target);
}

/** Asks the consent manager mounted in the shell to reopen the preferences. */
export function requestConsentPreferences(target: EventTarget, opener: HTMLElement | null) {
  emit('yno-open-consent', { opener }, target);
}
