import type { Env } from '@/lib/env';
import type { LogFields } from '@/lib/log';

/**
 * What a deployment's configuration means for leads, said where someone will read it: by the
 * server at start (instrumentation.ts) and by `npm run check:vercel`.
 *
 * On Vercel only Redis can hold a lead the workflow API did not take at once, and only the
 * cron in vercel.json drains it. Vercel Cron sends `Authorization: Bearer $CRON_SECRET`, and
 * sends nothing without that variable; the drain route then answers 404 (no secret at all) or
 * 401 (LEADS_DRAIN_SECRET only), and stored leads wait until their retention ends.
 */
export type DeploymentProblem = {
  level: 'error' | 'warn';
  event: string;
  fields: LogFields;
};

export function vercelLeadProblems(
  env: Pick<Env, 'VERCEL' | 'REDIS_URL' | 'CRON_SECRET'>,
): DeploymentProblem[] {
  if (!env.VERCEL) return [];
  if (!env.REDIS_URL) {
    return [
      {
        level: 'warn',
        event: 'lead.no_durable_store',
        fields: {
          risk: 'on Vercel, a lead the workflow API does not take at once is answered 503 (the visitor keeps the form and retries) unless REDIS_URL is set',
        },
      },
    ];
  }
  if (!env.CRON_SECRET) {
    return [
      {
        level: 'error',
        event: 'lead.drain_not_scheduled',
        fields: {
          risk: 'leads stored in Redis are never drained: set CRON_SECRET (16+ characters), which Vercel Cron sends to GET /api/leads/drain',
        },
      },
    ];
  }
  return [];
}
