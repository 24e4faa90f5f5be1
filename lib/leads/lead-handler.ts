import 'server-only';
import { randomUUID } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { clientIp } from '@/lib/http/client-ip';
import { bodyRejected, problem, rateLimited } from '@/lib/http/problem';
import { createRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { readJsonBody } from '@/lib/http/read-json-body';
import { forbiddenOrigin, isForeignOrigin } from '@/lib/http/same-origin';
import { consoleLog, type Log } from '@/lib/log';
import { canonicalOrigin } from '@/lib/seo/site-origin';
import { fieldErrors } from './field-errors';
import {
  FailoverIdempotencyStore,
  MemoryIdempotencyStore,
  RedisIdempotencyStore,
  type IdempotencyStore,
  type RememberedResponse,
} from './idempotency-store';
import { leadFingerprint } from './lead-fingerprint';
import { leadKindDefinitions, type LeadKind } from './lead-kinds';
import { leadStorageFromEnv, storeLead, type LeadStorageConfig } from './lead-storage';
import { relayLead, type RelayOptions } from './relay';
import type { StoredLead } from './stored-lead';

/**
 * POST /api/access-request, /api/investor-deck and /api/subscribe: validates a lead and relays
 * it to its workflow; a lead that cannot be relayed (no workflow API, or still failing after
 * the retries) is stored for the drain and answered 202. The route files only export what
 * this builds.
 *
 * Checks in order: a foreign Origin (403), the per-client rate limit (429), the body (415,
 * 413, 400), the schema (400) and the Idempotency-Key (400). The Origin comes first, as on the
 * chat route, so that a cross-site form spends none of a visitor's allowance.
 *
 * Then the key is taken for this lead: while its first request runs, a repeat answers 409;
 * once that request has been answered 2xx, a repeat gets the same answer replayed and nothing
 * is sent or stored again; another lead under the key answers 422, for as long as the store
 * keeps it (24 hours). Any other answer frees the key, so that the visitor's retry runs again.
 * A request without the header gets a fresh key and is never held back.
 */

/** The largest form (see accessRequestLimits) is well under this. */
export const MAX_BODY_BYTES = 8 * 1024;
export const RATE_WINDOW_SECONDS = 10 * 60;
const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

export type LeadConfig = LeadStorageConfig & {
  workflowApiUrl?: string;
  workflowId: string;
  token?: string;
  /** Requests per client per 10 minutes, for each kind of lead. */
  rateLimit: number;
  /** The site's public origin, which browsers may post from besides the host addressed. */
  siteUrl: string;
  vercel: boolean;
  trustedProxy: boolean;
};

export type LeadHandlerDeps = {
  config: () => LeadConfig;
  /** Overrides for the relay (tests shorten the timeout and the backoff). */
  relay: Partial<RelayOptions>;
  log: Log;
  now: () => number;
  /** Which lead took each Idempotency-Key, and its final answer; built from config if unset. */
  idempotency?: IdempotencyStore;
};

export function leadConfigFromEnv(kind: LeadKind): LeadConfig {
  const env = getEnv();
  return {
    ...leadStorageFromEnv(),
    workflowApiUrl: env.WORKFLOW_API_URL,
    workflowId: leadKindDefinitions[kind].workflowId(env),
    token: env.WORKFLOW_API_TOKEN,
    rateLimit: env.ACCESS_REQUEST_RATE_LIMIT,
    siteUrl: canonicalOrigin(env),
    vercel: env.VERCEL,
    trustedProxy: env.TRUSTED_PROXY,
  };
}

export function createLeadHandler(kind: LeadKind, overrides: Partial<LeadHandlerDeps> = {}) {
  const deps: LeadHandlerDeps = {
    config: () => leadConfigFromEnv(kind),
    relay: {},
    log: consoleLog,
    now: Date.now,
    ...overrides,
  };
  const { schema } = leadKindDefinitions[kind];
  // Built on the first request: the environment is read at run time, not at build time.
  let limiter: RateLimit | undefined;
  let idempotency = deps.idempotency;

  function sharedState(config: LeadConfig) {
    limiter ??= createRateLimit({
      name: kind,
      points: config.rateLimit,
      windowSeconds: RATE_WINDOW_SECONDS,
      redisUrl: config.redisUrl,
      log: deps.log,
    });
    const memory = () => new MemoryIdempotencyStore({ now: deps.now });
    idempotency ??= config.redisUrl
      ? new FailoverIdempotencyStore(
          new RedisIdempotencyStore(config.redisUrl),
          memory(),
          (error) =>
            deps.log('error', 'lead.idempotency_unavailable', {
              kind,
              error: error instanceof Error ? error.message : String(error),
            }),
        )
      : memory();
    return { limiter, idempotency };
  }

  async function POST(request: Request): Promise<Response> {
    const config = deps.config();
    if (isForeignOrigin(request, config)) return forbiddenOrigin();
    const { limiter, idempotency } = sharedState(config);
    const decision = await limiter.take(clientIp(request.headers, config));
    if (!decision.allowed) {
      return rateLimited(decision.retryAfterSeconds);
    }

    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (!body.ok) return bodyRejected(body.problem);
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) {
      return problem(400, {
        error: 'invalid_fields',
        message: 'Some fields are missing or invalid.',
        fields: fieldErrors(parsed.error),
      });
    }
    const lead = parsed.data as Record<string, unknown>;
    const header = request.headers.get('idempotency-key');
    if (header !== null && !IDEMPOTENCY_KEY.test(header)) {
      return problem(400, {
        error: 'invalid_idempotency_key',
        message: 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -',
      });
    }
    if (header === null) return deliver(lead, randomUUID(), config);
    return deliverOnce(lead, header, config, idempotency);
  }

  async function deliverOnce(
    lead: Record<string, unknown>,
    idempotencyKey: string,
    config: LeadConfig,
    idempotency: IdempotencyStore,
  ): Promise<Response> {
    const begun = await idempotency.begin(idempotencyKey, leadFingerprint(kind, lead));
    if (begun.state !== 'started') {
      deps.log('info', 'lead.idempotency', { kind, idempotencyKey, outcome: begun.state });
    }
    switch (begun.state) {
      case 'in_progress':
        return problem(
          409,
          {
            error: 'idempotency_in_progress',
            message: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
          },
          { 'Retry-After': '1' },
        );
      case 'mismatch':
        return problem(422, {
          error: 'idempotency_key_reused',
          message: 'This Idempotency-Key was already used for a different request.',
        });
      case 'completed':
        return replay(begun.response);
    }

    let response: Response;
    try {
      response = await deliver(lead, idempotencyKey, config);
    } catch (error) {
      await idempotency.release(idempotencyKey);
      throw error;
    }
    if (response.ok) {
      await idempotency.complete(idempotencyKey, {
        status: response.status,
        body: await response.clone().json(),
      });
    } else {
      await idempotency.release(idempotencyKey);
    }
    return response;
  }

  async function deliver(
    lead: Record<string, unknown>,
    idempotencyKey: string,
    config: LeadConfig,
  ): Promise<Response> {
    const started = deps.now();
    const fields = { kind, idempotencyKey };
    if (config.workflowApiUrl) {
      const result = await relayLead(lead, idempotencyKey, {
        baseUrl: config.workflowApiUrl,
        workflowId: config.workflowId,
        token: config.token,
        ...deps.relay,
      });
      const outcome = { ...fields, attempts: result.attempts, status: result.status };
      if (result.ok) {
        deps.log('info', 'lead.relayed', {
          ...outcome,
          runId: result.runId,
          durationMs: deps.now() - started,
        });
        return received();
      }
      deps.log('error', 'lead.relay_failed', { ...outcome, reason: result.reason });
    }

    const stored: StoredLead = {
      kind,
      workflowId: config.workflowId,
      idempotencyKey,
      receivedAt: new Date(started).toISOString(),
      lead,
    };
    try {
      const { store, where } = await storeLead(config, stored, deps.log);
      deps.log('info', 'lead.stored', { ...fields, store, where });
    } catch {
      return problem(500, { error: 'not_stored', message: 'The request could not be stored.' });
    }
    return accepted();
  }

  return POST;
}

/** The first answer under a key, given again; the header tells a client it is a repeat. */
function replay({ status, body }: RememberedResponse): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
  });
}

/** Kept for delivery later: accepted, not yet passed on. */
function accepted(): Response {
  return Response.json(
    { status: 'stored', message: 'The request was saved and will be passed on to the team.' },
    { status: 202, headers: { 'Cache-Control': 'no-store' } },
  );
}

function received(): Response {
  return Response.json({ status: 'received' }, { headers: { 'Cache-Control': 'no-store' } });
}
