import type { MessagePath } from '@/lib/messages/pick-messages';

/**
 * The messages each island (components/islands.ts) reads with useTranslations: the server
 * gives the NextIntlClientProvider around an island these and nothing more
 * (components/islands-provider.tsx): the texts a first-load component already has as props
 * (a button's success alert) are left out. They sit apart from the islands' loaders because the
 * server must not import those: Next counts every module a server component can reach, even
 * through import(), as part of the page's first load.
 */
export const islandMessages = {
  accessRequestDialog: [
    'accessRequest.title',
    'accessRequest.description',
    'accessRequest.requiredNote',
    'accessRequest.fields',
    'accessRequest.companySizes',
    'accessRequest.errors',
    'accessRequest.privacy',
    'accessRequest.submit',
    'accessRequest.submitting',
    'accessRequest.failure',
    'common.close',
  ],
  investorDeckDialog: [
    'investorDeck.title',
    'investorDeck.description',
    'investorDeck.email',
    'investorDeck.emailPlaceholder',
    'investorDeck.website',
    'investorDeck.websitePlaceholder',
    'investorDeck.websiteHint',
    'investorDeck.invalidEmail',
    'investorDeck.invalidWebsite',
    'investorDeck.controlCharacters',
    'investorDeck.submit',
    'investorDeck.submitting',
    'investorDeck.failure',
    'common.close',
  ],
  mobileSheets: [],
  chatPanel: ['chat.panel', 'chat.suggestions', 'chat.toasts'],
  chatMarkdown: [],
  consentBanner: [
    'consent.title',
    'consent.summary',
    'consent.gpcNotice',
    'consent.policyLink',
    'consent.acceptAllCookies',
    'consent.essentialOnly',
    'consent.customize',
    'consent.detailsTitle',
    'consent.close',
  ],
  consentDetails: [
    'consent.detailsIntro',
    'consent.categories',
    'consent.alwaysOn',
    'consent.gpcMarketing',
    'consent.savePreferences',
    'consent.acceptAll',
    'consent.back',
  ],
  searchDialog: [
    'search.kinds',
    'search.label',
    'search.placeholder',
    'search.results',
    'search.empty',
    'search.noResults',
    'search.loading',
    'search.failed',
    'search.recent',
    'search.clearRecent',
    'search.hint',
    'search.close',
  ],
  confirmDialog: [],
  afterLoadControls: [],
  toaster: [],
  googleAnalytics: [],
  webVitalsReporter: [],
} as const satisfies Record<string, readonly MessagePath[]>;

export type IslandName = keyof typeof islandMessages;
