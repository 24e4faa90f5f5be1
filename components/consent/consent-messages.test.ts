import enConsent from '@/messages/en/consent.json';
import { consentMessagesFor } from './consent-messages';

describe('consentMessagesFor', () => {
  it('names Google Analytics only where it runs, and carries one wording', () => {
    const without = consentMessagesFor(enConsent, false).categories!.analytics;
    expect(without.description).toBe(enConsent.categories.analytics.description);
    expect(JSON.stringify(without)).not.toContain('Google Analytics');

    const withGa = consentMessagesFor(enConsent, true).categories!.analytics;
    expect(withGa.description).toBe(enConsent.categories.analytics.descriptionGoogleAnalytics);
    expect(Object.keys(withGa).sort()).toEqual(['description', 'title']);
  });

  it('leaves messages without the categories as they are', () => {
    const summary = { summary: enConsent.summary };
    expect(consentMessagesFor(summary, true)).toBe(summary);
  });
});
