import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { problem } from '@/lib/http/problem';
import { drainLeads, type DrainReport } from './drain';

/**
 * GET /api/leads/drain, for a scheduler (vercel.json's cron): runs one drain when the request
 * carries `Authorization: Bearer <LEADS_DRAIN_SECRET>`. Without a secret configured the route
 * does not exist (404), so a deployment never exposes an open trigger.
 */
export type DrainHandlerDeps = {
  secret: () => string | undefined;
  drain: () => Promise<DrainReport>;
};

export function createDrainHandler(overrides: Partial<DrainHandlerDeps> = {}) {
  const deps: DrainHandlerDeps = {
    secret: () => getEnv().LEADS_DRAIN_SECRET,
    drain: () => drainLeads(),
    ...overrides,
  };
  return async function GET(request: Request): Promise<Response> {
    const secret = deps.secret();
    if (!secret) return problem(404, { error: 'not_found', message: 'Not found.' });
    if (!matches(request.headers.get('authorization') ?? '', `Bearer ${secret}`)) {
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
