// The banner's code in parts, each loaded when it is about to be needed: the summary most
// visitors answer from, the detailed view behind Customize or Cookie settings, and the code that
// stores a choice, fetched as the visitor reaches for the banner.
export const loadBanner = () => import('./consent-banner');
export const loadDetails = () => import('./consent-details');
export const loadSaveConsent = () => import('@/lib/consent/save-consent');
