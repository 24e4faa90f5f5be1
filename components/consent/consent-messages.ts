import type { Messages } from '@/lib/messages/en-messages';

type ConsentMessages = Messages['consent'];

/**
 * The banner's texts as this site runs: Analytics names Google Analytics where a measurement ID
 * was built in, and says none runs where not. The other wording leaves the page, so no page of
 * a site without it names Google.
 */
export function consentMessagesFor(
  consent: Partial<ConsentMessages>,
  googleAnalytics: boolean,
): Partial<ConsentMessages> {
  if (!consent.categories) return consent;
  const { descriptionGoogleAnalytics, ...analytics } = consent.categories.analytics;
  const description = googleAnalytics ? descriptionGoogleAnalytics : analytics.description;
  return {
    ...consent,
    categories: {
      ...consent.categories,
      analytics: { ...analytics, description } as ConsentMessages['categories']['analytics'],
    },
  };
}
