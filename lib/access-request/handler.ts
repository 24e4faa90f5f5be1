import 'server-only';
import { randomUUID } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { clientIp } from '@/lib/http/client-ip';
import { problem } from '@/lib/http/problem';
import { RateLimiter } from '@/lib/http/rate-limiter';
import { readJsonBody } from '@/lib/http/read-json-body';
import { forbiddenOrigin, isForeignOrigin } from '@/lib/http/same-origin';
import { canonicalOrigin } from '@/lib/seo/site-origin';
import { appendToOutbox, FALLBACK_OUTBOX_DIR, type OutboxWrite } from './outbox';
import { relayAccessRequest, type RelayOptions } from './relay';
import { accessRequestFieldErrors, accessRequestSchema } from './access-request-schema';

/**
 * POST /api/access-request: validates a lead and relays it to the workflow API, or keeps it in
 * the outbox when none is configured. The route file only exports what this builds.
 *
 * Checks in order: a foreign Origin (403), the per-IP rate limit (429), the body (415, 413,
 * 400), the schema (400) and the Idempotency-Key (400). The Origin comes first, as on the chat
 * route, so that a cross-site form spends none of a visitor's allowance.
 */

/** The largest form (see accessRequestLimits) is well under this. */
export const MAX_BODY_BYTES = 8 * 1024;
export const RATE_WINDOW_MS = 10 * 60_000;
const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

export type AccessRequestConfig = {
  workflowApiUrl?: string;
  workflowId: string;
  token?: string;
  outboxDir: string;
  /** Used when outboxDir cannot be written (a read-only disk). */
  fallbackOutboxDir: string;
  /** Requests per client IP per 10 minutes. */
  rateLimit: number;
  /** The site's public origin, which browsers may post from besides the host addressed. */
  siteUrl: string;
  vercel: boolean;
  trustedProxy: boolean;
};

export type LogFields = Record<string, string | number | boolean | undefined>;
/** Structured, one line per event; never given personal data. */
export type Log = (level: 'info' | 'warn' | 'error', event: string, fields: LogFields) => void;

export type AccessRequestDeps = {
  config: () => AccessRequestConfig;
  /** Overrides for the relay (tests shorten the timeout and the backoff). */
  relay: Partial<RelayOptions>;
  log: Log;
  now: () => number;
};

export function configFromEnv(): AccessRequestConfig {
  const env = getEnv();
  return {
    workflowApiUrl: env.WORKFLOW_API_URL,
    workflowId: env.ACCESS_REQUEST_WORKFLOW_ID,
    token: env.WORKFLOW_API_TOKEN,
    outboxDir: env.LEADS_OUTBOX_DIR,
    fallbackOutboxDir: FALLBACK_OUTBOX_DIR,
    rateLimit: env.ACCESS_REQUEST_RATE_LIMIT,
    siteUrl: canonicalOrigin(env),
    vercel: env.VERCEL,
    trustedProxy: env.TRUSTED_PROXY,
  };
}

const consoleLog: Log = (level, event, fields) => {
  console[level](JSON.stringify({ event, ...fields }));
};

export function createAccessRequestHandler(overrides: Partial<AccessRequestDeps> = {}) {
  const deps: AccessRequestDeps = {
    config: configFromEnv,
    relay: {},
    log: consoleLog,
    now: Date.now,
    ...overrides,
  };
  // Built on the first request: the environment is read at run time, not at build time.
  let limiter: RateLimiter | undefined;
  // One warning per process is enough to name the risk; every lead still logs where it went.
  let warnedOfFallback = false;

  return async function POST(request: Request): Promise<Response> {
    const config = deps.config();
    if (isForeignOrigin(request, config)) return forbiddenOrigin();
    limiter ??= new RateLimiter(config.rateLimit, RATE_WINDOW_MS);
    const decision = limiter.take(clientIp(request.headers, config));
    if (!decision.allowed) {
      return problem(
        429,
        { error: 'rate_limited', message: 'Too many requests. Try again later.' },
        { 'Retry-After': String(decision.retryAfterSeconds) },
      );
    }

    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (!body.ok) {
      const { status, error, message } = body.problem;
      return problem(status, { error, message });
    }
    const parsed = accessRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      return problem(400, {
        error: 'invalid_fields',
        message: 'Some fields are missing or invalid.',
        fields: accessRequestFieldErrors(parsed.error),
      });
    }
    const header = request.headers.get('idempotency-key');
    if (header !== null && !IDEMPOTENCY_KEY.test(header)) {
      return problem(400, {
        error: 'invalid_idempotency_key',
        message: 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -',
      });
    }
    const idempotencyKey = header ?? randomUUID();
    const started = deps.now();
    const lead = parsed.data;

    if (!config.workflowApiUrl) {
      let written: OutboxWrite;
      try {
        written = await appendToOutbox(
          config.outboxDir,
          {
            receivedAt: new Date(started).toISOString(),
            idempotencyKey,
            workflowId: config.workflowId,
            lead,
          },
          config.fallbackOutboxDir,
        );
        if (written.fallback && !warnedOfFallback) {
          warnedOfFallback = true;
          deps.log('warn', 'access_request.outbox_fallback', {
            configured: config.outboxDir,
            used: config.fallbackOutboxDir,
            reason: written.reason,
            risk: 'the host may empty its temporary folder: set LEADS_OUTBOX_DIR to a writable, kept folder or set WORKFLOW_API_URL',
          });
        }
      } catch (error) {
        deps.log('error', 'access_request.outbox_failed', {
          idempotencyKey,
          error: error instanceof Error ? error.message : String(error),
        });
        return problem(500, { error: 'not_stored', message: 'The request could not be stored.' });
      }
      deps.log('info', 'access_request.queued', { idempotencyKey, outbox: written.file });
      return stored();
    }

    const result = await relayAccessRequest(lead, idempotencyKey, {
      baseUrl: config.workflowApiUrl,
      workflowId: config.workflowId,
      token: config.token,
      ...deps.relay,
    });
    const fields = {
      idempotencyKey,
      attempts: result.attempts,
      status: result.status,
      durationMs: deps.now() - started,
    };
    if (result.ok) {
      deps.log('info', 'access_request.relayed', { ...fields, runId: result.runId });
      return received();
    }
    deps.log('error', 'access_request.relay_failed', { ...fields, reason: result.reason });
    return problem(502, {
      error: 'upstream_failed',
      message: 'The request could not be delivered. Please try again.',
    });
  };
}

/** Kept for delivery later: accepted, not yet passed on. */
function stored(): Response {
  return Response.json(
    { status: 'stored', message: 'The request was saved and will be passed on to the team.' },
    { status: 202, headers: { 'Cache-Control': 'no-store' } },
  );
}

function received(): Response {
  return Response.json({ status: 'received' }, { headers: { 'Cache-Control': 'no-store' } });
}
