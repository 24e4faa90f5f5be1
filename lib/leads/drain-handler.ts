import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { problem } from '@/lib/http/problem';
import { drainLeads, type DrainReport } from './drain';

/**
 * GET /api/leads/drain, for a scheduler (vercel.json's cron): runs one drain when the request
 * carries `Authorization: Bearer <secret>`, where the secret is LEADS_DRAIN_SECRET or
 * CRON_SECRET (the one Vercel Cron sends). Without either the route does not exist (404), so a
 * deployment never exposes an open trigger.
 */
export type DrainHandlerDeps = {
  secrets: () => (string | undefined)[];
  drain: () => Promise<DrainReport>;
};

export function createDrainHandler(overrides: Partial<DrainHandlerDeps> = {}) {
  const deps: DrainHandlerDeps = {
    secrets: () => [getEnv().LEADS_DRAIN_SECRET, getEnv().CRON_SECRET],
    drain: () => drainLeads(),
    ...overrides,
  };
  return async function GET(request: Request): Promise<Response> {
    const secrets = deps.secrets().filter((secret): secret is string => Boolean(secret));
    if (secrets.length === 0) return problem(404, { error: 'not_found', message: 'Not found.' });
    const given = request.headers.get('authorization') ?? '';
    // Every secret is compared, so the time taken does not tell which one nearly matched.
    const accepted = secrets.map((secret) => matches(given, `Bearer ${secret}`));
    if (!accepted.includes(true)) {
      return problem(
        401,
        { error: 'unauthorized', message: 'A valid bearer token is required.' },
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    const report = await deps.drain();
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
  };
}

/** Compares in constant time, so the answer's timing does not reveal the secret. */
function matches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
