import { getPublicEnv } from '@/lib/env';

/**
 * The variant of the cookie policy this deployment shows: with a GA4 measurement ID the policy
 * names Google Analytics, its cookies and lifetimes (the `googleAnalytics` key of cookies.json),
 * and the Subprocessors page describes Google Analytics as in use (the same key of
 * legalSubprocessors.json).
 */
export function cookiePolicyVariant(): string | undefined {
  return getPublicEnv().gaMeasurementId ? 'googleAnalytics' : undefined;
}
