import { windowEvent } from '@/lib/browser/browser-events';
import type { ConsentPreferences } from './consent-record';

/** Public: a consent choice was saved (docs/decisions.md); detail = the preferences. */
export const consentUpdated = windowEvent<ConsentPreferences>('consent-updated');

/** Asks the consent manager mounted in the shell to reopen the preferences. */
export const consentPreferencesRequested = windowEvent<{ opener: HTMLElement | null }>(
  'yno-open-consent',
);
