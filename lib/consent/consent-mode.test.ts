import { consentModeState, reportConsentToGtag } from './consent-mode';
import { consentModeDefaults } from './consent-mode-script';

const all = { essential: true, analytics: true, functional: true, marketing: true } as const;

describe('Google Consent Mode v2', () => {
  it('denies every signal by default except security storage', () => {
    expect(consentModeDefaults).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('maps each category onto its signals', () => {
    expect(consentModeState({ ...all, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('updates consent and sends cookie-consent-granted when analytics is on', () => {
    const gtag = jest.fn();
    reportConsentToGtag({ gtag }, all, 'banner');
    expect(gtag).toHaveBeenNthCalledWith(1, 'consent', 'update', consentModeState(all));
    expect(gtag).toHaveBeenNthCalledWith(2, 'event', 'cookie-consent-granted', {
      consent_method: 'banner',
      analytics: true,
      functional: true,
      marketing: true,
    });
  });

  it('updates consent but sends no event when analytics is off', () => {
    const gtag = jest.fn();
    reportConsentToGtag({ gtag }, { ...all, analytics: false }, 'settings');
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    );
  });

  it('does nothing when gtag is not a function', () => {
    expect(() => reportConsentToGtag({}, all, 'banner')).not.toThrow();
    expect(() => reportConsentToGtag({ gtag: 'not a function' }, all, 'banner')).not.toThrow();
  });
});
