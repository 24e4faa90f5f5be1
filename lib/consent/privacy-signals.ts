import type { ConsentPreferences } from './consent-record';

/** Global Privacy Control: a browser-wide opt-out of sale and sharing, read as "no marketing". */
export function hasGlobalPrivacyControl(nav: unknown): boolean {
  return (nav as { globalPrivacyControl?: unknown } | null)?.globalPrivacyControl === true;
}

/**
 * What one-click acceptance means: everything, except marketing when the browser sends GPC.
 * The visitor can still switch marketing on explicitly in the detailed view.
 */
export function acceptAllPreferences(gpc: boolean): ConsentPreferences {
  return { essential: true, analytics: true, functional: true, marketing: !gpc };
}
