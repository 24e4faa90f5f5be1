import 'server-only';
import { getEnv } from '@/lib/env';
import { createJsonRoute } from '@/lib/http/json-route';
import { consoleLog, type Log } from '@/lib/log';
import { siteOrigins, type SiteOrigins } from '@/lib/site-origin';
import { vitalsReportSchema } from './vitals-schema';

/**
 * POST /api/vitals: one Web Vitals measurement from a real visit, logged as a JSON line
 * (`web_vital`) so that every deploy has field data, with or without Google Analytics. Runs
 * the JSON route pipeline (Origin, rate limit, body, schema) and answers 204: the browser
 * sends it as a beacon and reads nothing back.
 */
export const MAX_VITALS_BODY_BYTES = 1024;
export const VITALS_WINDOW_SECONDS = 10 * 60;

export type VitalsConfig = {
  /** Reports per client per 10 minutes. */
  rateLimit: number;
  redisUrl?: string;
  siteOrigins: SiteOrigins;
  vercel: boolean;
  trustedProxy: boolean;
};

export function vitalsConfigFromEnv(): VitalsConfig {
  const env = getEnv();
  return {
    rateLimit: env.VITALS_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    siteOrigins: siteOrigins(env),
    vercel: env.VERCEL,
    trustedProxy: env.TRUSTED_PROXY,
  };
}

export function createVitalsHandler({
  config = vitalsConfigFromEnv,
  log = consoleLog,
}: { config?: () => VitalsConfig; log?: Log } = {}) {
  return createJsonRoute({
    config,
    limit: ({ rateLimit }) => ({
      name: 'vitals',
      points: rateLimit,
      windowSeconds: VITALS_WINDOW_SECONDS,
    }),
    maxBytes: MAX_VITALS_BODY_BYTES,
    schema: vitalsReportSchema,
    invalidMessage: 'The measurement is missing fields or has invalid ones.',
    async handle(report) {
      log('info', 'web_vital', report);
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    },
  });
}
