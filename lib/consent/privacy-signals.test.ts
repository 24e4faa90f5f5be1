import { acceptAllPreferences, hasGlobalPrivacyControl } from './privacy-signals';

describe('Global Privacy Control', () => {
  it('is on only when the browser says true', () => {
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: true })).toBe(true);
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: false })).toBe(false);
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: '1' })).toBe(false);
    expect(hasGlobalPrivacyControl({})).toBe(false);
    expect(hasGlobalPrivacyControl(undefined)).toBe(false);
  });

  it('keeps marketing off when accepting all under GPC', () => {
    expect(acceptAllPreferences(true)).toEqual({
      essential: true,
      analytics: true,
      functional: true,
      marketing: false,
    });
    expect(acceptAllPreferences(false).marketing).toBe(true);
  });
});
