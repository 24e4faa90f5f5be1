/** @jest-environment jsdom */
import { CONSENT_STORAGE_KEY } from './consent-record';
import { getAnalyticsConsent, hasConsent, subscribeConsent } from './consent-state';
import { setAnalyticsConsent } from './set-analytics-consent';

describe('consent state', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('allows only essential with no stored choice', () => {
    expect(hasConsent('essential')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('functional')).toBe(false);
    expect(getAnalyticsConsent()).toBe(false);
  });

  it('changes analytics alone, keeps the other categories, and notifies subscribers', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        preferences: { essential: true, analytics: false, functional: true, marketing: true },
        timestamp: new Date().toISOString(),
        version: '2.0',
        consentMethod: 'banner',
      }),
    );
    const onChange = jest.fn();
    const unsubscribe = subscribeConsent(onChange);
    setAnalyticsConsent(true);
    unsubscribe();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(getAnalyticsConsent()).toBe(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      preferences: { essential: true, analytics: true, functional: true, marketing: true },
      consentMethod: 'settings',
    });
  });
});
