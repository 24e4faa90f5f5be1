import 'server-only';
import { getEnv } from '@/lib/env';
import { clientIp } from '@/lib/http/client-ip';
import { bodyRejected, problem, rateLimited } from '@/lib/http/problem';
import { createRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { readJsonBody } from '@/lib/http/read-json-body';
import { forbiddenOrigin, isForeignOrigin } from '@/lib/http/same-origin';
import { fieldErrors } from '@/lib/leads/field-errors';
import { consoleLog, type Log } from '@/lib/log';
import { canonicalOrigin } from '@/lib/seo/site-origin';
import { vitalsReportSchema } from './vitals-schema';

/**
 * POST /api/vitals: one Web Vitals measurement from a real visit, logged as a JSON line
 * (`web_vital`) so that every deploy has field data, with or without Google Analytics.
 * Checks in order: a foreign Origin (403), the per-client rate limit (429), the body (415,
 * 413, 400) and the schema (400). Answers 204: the browser sends it as a beacon and reads
 * nothing back.
 */
export const MAX_VITALS_BODY_BYTES = 1024;
export const VITALS_WINDOW_SECONDS = 10 * 60;

export type VitalsConfig = {
  /** Reports per client per 10 minutes. */
  rateLimit: number;
  redisUrl?: string;
  siteUrl: string;
  vercel: boolean;
  trustedProxy: boolean;
};

export function vitalsConfigFromEnv(): VitalsConfig {
  const env = getEnv();
  return {
    rateLimit: env.VITALS_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    siteUrl: canonicalOrigin(env),
    vercel: env.VERCEL,
    trustedProxy: env.TRUSTED_PROXY,
  };
}

export function createVitalsHandler({
  config = vitalsConfigFromEnv,
  log = consoleLog,
}: { config?: () => VitalsConfig; log?: Log } = {}) {
  // Built on the first request: the environment is read at run time, not at build time.
  let limiter: RateLimit | undefined;

  return async function POST(request: Request): Promise<Response> {
    const current = config();
    if (isForeignOrigin(request, current)) return forbiddenOrigin();
    limiter ??= createRateLimit({
      name: 'vitals',
      points: current.rateLimit,
      windowSeconds: VITALS_WINDOW_SECONDS,
      redisUrl: current.redisUrl,
      log,
    });
    const decision = await limiter.take(clientIp(request.headers, current));
    if (!decision.allowed) {
      return rateLimited(decision.retryAfterSeconds);
    }

    const body = await readJsonBody(request, MAX_VITALS_BODY_BYTES);
    if (!body.ok) return bodyRejected(body.problem);
    const parsed = vitalsReportSchema.safeParse(body.value);
    if (!parsed.success) {
      return problem(400, {
        error: 'invalid_fields',
        message: 'The measurement is missing fields or has invalid ones.',
        fields: fieldErrors(parsed.error),
      });
    }
    log('info', 'web_vital', parsed.data);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
}
