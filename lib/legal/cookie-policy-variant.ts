import { getPublicEnv } from '@/lib/env';

/**
 * The variant of the cookie policy this deployment shows: with a GA4 measurement ID the policy
 * names Google Analytics, its cookies and lifetimes (the `googleAnalytics` key of cookies.json).
 */
export function cookiePolicyVariant(): string | undefined {
  return getPublicEnv().gaMeasurementId ? 'googleAnalytics' : undefined;
}
