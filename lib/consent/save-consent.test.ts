/** @jest-environment jsdom */
import { CONSENT_STORAGE_KEY, readConsent } from './consent-record';
import { saveConsent } from './save-consent';

type GtagWindow = Window & { gtag?: jest.Mock };

describe('saveConsent', () => {
  beforeEach(() => {
    localStorage.clear();
    delete (window as GtagWindow).gtag;
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('stores the record, logs the choice and fires consent-updated with the preferences', () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('consent-updated', listener);
    saveConsent({ analytics: false, functional: true, marketing: false }, 'banner');
    window.removeEventListener('consent-updated', listener);

    const result = readConsent(localStorage);
    expect(result.status).toBe('valid');
    if (result.status !== 'valid') return;
    expect(result.record.consentMethod).toBe('banner');
    expect(result.record.version).toBe('2.0');
    expect(new Date(result.record.timestamp).toISOString()).toBe(result.record.timestamp);
    expect(events).toEqual([
      { essential: true, analytics: false, functional: true, marketing: false },
    ]);
    expect(console.info).toHaveBeenCalledWith(
      'Cookie consent saved',
      expect.objectContaining({ functional: true, consentMethod: 'banner' }),
    );
  });

  it('calls gtag with the update and the granted event when analytics is on', () => {
    const gtag = jest.fn();
    (window as GtagWindow).gtag = gtag;
    saveConsent({ analytics: true, functional: false, marketing: false }, 'settings');
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    );
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'cookie-consent-granted',
      expect.objectContaining({ consent_method: 'settings' }),
    );
  });

  it('does not send the granted event when analytics is off', () => {
    const gtag = jest.fn();
    (window as GtagWindow).gtag = gtag;
    saveConsent({ analytics: false, functional: false, marketing: false }, 'banner');
    expect(gtag.mock.calls.map((call) => call[0])).toEqual(['consent']);
  });

  it('removes what a withdrawn category had stored', () => {
    localStorage.setItem('yno-chat-messages', '[]');
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_gcl_au=1.1; path=/';
    document.cookie = 'NEXT_LOCALE=de; path=/';
    saveConsent({ analytics: true, functional: true, marketing: true }, 'banner');
    expect(localStorage.getItem('yno-chat-messages')).toBe('[]');
    expect(document.cookie).toContain('_ga=');

    saveConsent({ analytics: false, functional: false, marketing: false }, 'settings');
    expect(localStorage.getItem('yno-chat-messages')).toBeNull();
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).not.toContain('_gcl_au=');
    expect(document.cookie).toContain('NEXT_LOCALE=de');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull();
  });

  it('still applies the choice when the browser refuses to store it', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const listener = jest.fn();
    window.addEventListener('consent-updated', listener);
    const record = saveConsent({ analytics: true, functional: false, marketing: false }, 'banner');
    window.removeEventListener('consent-updated', listener);
    expect(record.preferences.analytics).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalled();
  });
});
