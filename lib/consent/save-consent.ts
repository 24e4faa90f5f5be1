import { browserStorage, noStorage } from '@/lib/browser/browser-storage';
import { reportConsentToGtag } from './consent-mode';
import { consentUpdated } from './consent-events';
import {
  buildConsentRecord,
  writeConsent,
  type ConsentMethod,
  type ConsentPreferences,
  type ConsentRecord,
} from './consent-record';
import { clearWithdrawnStorage } from './withdrawal';

/**
 * One consent choice, from the banner or from the settings page: store the record, remove
 * what withdrawn categories stored, update gtag, log, and announce it to the page. A browser
 * that refuses to store it still gets the choice applied for this page.
 */
export function saveConsent(
  preferences: Omit<ConsentPreferences, 'essential'>,
  consentMethod: ConsentMethod,
  win: Window = window,
): ConsentRecord {
  const record = buildConsentRecord(preferences, consentMethod);
  const storage = browserStorage(win) ?? noStorage;
  try {
    writeConsent(storage, record);
  } catch (error) {
    console.warn('Could not store the cookie consent choice', error);
  }
  clearWithdrawnStorage(record.preferences, win.document, storage, win.location.hostname);
  reportConsentToGtag(win as unknown as { gtag?: unknown }, record.preferences, consentMethod);
  console.info('Cookie consent saved', { ...record.preferences, consentMethod });
  consentUpdated.emit(record.preferences, win);
  return record;
}
