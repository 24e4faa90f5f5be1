import { islands } from '@/components/islands';

// The banner's later parts, each loaded when it is about to be needed: the detailed view behind
// Customize or Cookie settings, and the code that stores a choice, fetched as the visitor reaches
// for the banner. The summary most visitors answer from is loaded by the consent manager.
export const loadDetails = islands.consentDetails.load;
export const loadSaveConsent = () => import('@/lib/consent/save-consent');
