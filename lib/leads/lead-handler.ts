import 'server-only';
import { randomUUID } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { inBackground } from '@/lib/http/in-background';
import { createJsonRoute, type JsonRouteConfig } from '@/lib/http/json-route';
import { problem, rateLimited } from '@/lib/http/problem';
import { createRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { consoleLog, type Log } from '@/lib/log';
import { siteOrigins } from '@/lib/site-origin';
import { ADDRESS_WINDOW_SECONDS, addressKey, addressRuns, senderAddress } from './address-runs';
import {
  MemoryIdempotencyStore,
  RedisIdempotencyStore,
  SharedIdempotencyStore,
  type IdempotencyStore,
  type RememberedResponse,
} from './idempotency-store';
import { leadFingerprint } from './lead-fingerprint';
import { leadKindDefinitions, type LeadKind } from './lead-kinds';
import {
  LeadNotStoredError,
  leadStorageFromEnv,
  leadStores,
  storeLead,
  type LeadStorageConfig,
} from './lead-storage';
import { HOLD_MS, relayLead, type RelayOptions, type RelayResult } from './relay';
import type { StoredLead } from './stored-lead';

/**
 * POST /api/access-request, /api/investor-deck and /api/subscribe: the JSON route pipeline
 * (Origin 403, the client's limit 429, body 415/413/400, schema 400), then the Idempotency-Key
 * (400) and the client's limit for the e-mail address it names (429), then the lead is relayed
 * to its workflow. A
 * lead that cannot be relayed (no workflow API, or still failing after the retries) is stored
 * durably for the drain and answered 202; when no durable store can take it, 503 with
 * Retry-After, so that a 2xx always means delivered or stored. The route files only export
 * what this builds.
 *
 * The key is taken for this lead: while its first request runs, a repeat answers 409; once
 * that request has been answered 2xx, a repeat gets the same answer replayed and nothing is
 * sent or stored again; another lead under the key answers 422, for as long as the store keeps
 * it (24 hours). Any other answer frees the key, so that the visitor's retry runs again. A
 * request without the header gets a fresh key and is never held back.
 *
 * A send with no answer in the relay's answer window may still be running at the workflow
 * API: it is never repeated at once. The lead is stored with a notBefore (no drain sends it
 * meanwhile) and answered 202, and the send stays open in the background; if it then succeeds,
 * the stored copy is deleted, so the workflow API gets the lead once.
 *
 * No client can make another's lead fail: the limit per address counts each client apart, and
 * what all clients together can do to one address is bounded where it costs the workflow API,
 * at `rateLimit` runs per address per hour (lib/leads/address-runs.ts). A lead past that count
 * is stored uncounted, held until the next window, and answered 202; a drain sends it once its
 * address has runs left. Where nothing can hold it (a serverless host without Redis) it is sent
 * anyway: the count never costs a visitor a lead. docs/leads.md.
 */

/** The largest form (see accessRequestLimits) is well under this. */
export const MAX_BODY_BYTES = 8 * 1024;
export const RATE_WINDOW_SECONDS = 10 * 60;
/** What a 503 asks the visitor's browser to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;
/**
 * With nowhere durable to keep the lead (a serverless host without Redis), how much longer the
 * visitor's request waits on an unanswered send before it answers 503.
 */
export const NO_STORE_WAIT_MS = 15_000;
const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

export type LeadConfig = LeadStorageConfig &
  JsonRouteConfig & {
    workflowApiUrl?: string;
    workflowId: string;
    token?: string;
    /**
     * Requests per client per 10 minutes, for each kind of lead; also leads per client naming
     * one address, and runs per address, per hour.
     */
    rateLimit: number;
  };

export type LeadHandlerDeps = {
  config: () => LeadConfig;
  /** Overrides for the relay (tests shorten the timeout and the backoff). */
  relay: Partial<RelayOptions>;
  log: Log;
  now: () => number;
  /** Which lead took each Idempotency-Key, and its final answer; built from config if unset. */
  idempotency?: IdempotencyStore;
  /** Runs per address (lib/leads/address-runs.ts); the process's shared counter if unset. */
  addressRuns?: RateLimit;
};

export function leadConfigFromEnv(kind: LeadKind): LeadConfig {
  const env = getEnv();
  return {
    ...leadStorageFromEnv(),
    workflowApiUrl: env.WORKFLOW_API_URL,
    workflowId: leadKindDefinitions[kind].workflowId(env),
    token: env.WORKFLOW_API_TOKEN,
    rateLimit: env.ACCESS_REQUEST_RATE_LIMIT,
    siteOrigins: siteOrigins(env),
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
  // Built on the first request: the environment is read at run time, not at build time.
  let perAddress: RateLimit | undefined;
  let runs = deps.addressRuns;
  let idempotency = deps.idempotency;

  function sharedState(config: LeadConfig, client: string): SharedState {
    perAddress ??= createRateLimit({
      name: `${kind}:address`,
      points: config.rateLimit,
      windowSeconds: ADDRESS_WINDOW_SECONDS,
      redisUrl: config.redisUrl,
    });
    runs ??= addressRuns(kind, { perHour: config.rateLimit, redisUrl: config.redisUrl });
    const memory = new MemoryIdempotencyStore({ now: deps.now });
    idempotency ??= config.redisUrl
      ? new SharedIdempotencyStore(new RedisIdempotencyStore(config.redisUrl), memory)
      : memory;
    return { perAddress, runs, idempotency, client };
  }

  return createJsonRoute({
    config: deps.config,
    limit: (config) => ({
      name: kind,
      points: config.rateLimit,
      windowSeconds: RATE_WINDOW_SECONDS,
    }),
    maxBytes: MAX_BODY_BYTES,
    schema: leadKindDefinitions[kind].schema,
    invalidMessage: 'Some fields are missing or invalid.',
    async handle(input, { request, config, client }) {
      const lead = input as Record<string, unknown>;
      const header = request.headers.get('idempotency-key');
      if (header !== null && !IDEMPOTENCY_KEY.test(header)) {
        return problem(400, {
          error: 'invalid_idempotency_key',
          message: 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -',
        });
      }
      const shared = sharedState(config, client);
      if (header === null) return limitedDelivery(lead, randomUUID(), config, shared);
      return deliverOnce(lead, header, config, shared);
    },
  });

  /**
   * The limits count leads that run, not repeats answered from the key store. The limit per
   * address is the client's own; the runs per address are everyone's, and past them the lead is
   * held, never refused.
   */
  async function limitedDelivery(
    lead: Record<string, unknown>,
    idempotencyKey: string,
    config: LeadConfig,
    shared: SharedState,
  ): Promise<Response> {
    const address = senderAddress(lead);
    if (!address) return deliver(lead, idempotencyKey, config);
    const key = addressKey(address);
    const decision = await shared.perAddress.take(`${key}:${shared.client}`);
    if (!decision.allowed) {
      deps.log('warn', 'lead.address_limited', { kind, idempotencyKey });
      return rateLimited(
        decision.retryAfterSeconds,
        'Too many requests for this e-mail address. Try again later.',
      );
    }
    // Nothing to send to: stored uncounted, and counted by the drain that sends it.
    if (!config.workflowApiUrl) return deliver(lead, idempotencyKey, config, { uncounted: true });
    const run = await shared.runs.take(key);
    if (run.allowed) return deliver(lead, idempotencyKey, config);
    const until = new Date(deps.now() + run.retryAfterSeconds * 1000);
    return (
      (await hold(lead, idempotencyKey, config, until)) ?? deliver(lead, idempotencyKey, config)
    );
  }

  /**
   * Stores a lead whose address has no runs left, uncounted and not to be sent before the next
   * window; undefined when nothing can keep it, so that it is sent instead of lost.
   */
  async function hold(
    lead: Record<string, unknown>,
    idempotencyKey: string,
    config: LeadConfig,
    until: Date,
  ): Promise<Response | undefined> {
    const fields = { kind, idempotencyKey };
    const stored: StoredLead = {
      kind,
      workflowId: config.workflowId,
      idempotencyKey,
      receivedAt: new Date(deps.now()).toISOString(),
      notBefore: until.toISOString(),
      uncounted: true,
      lead,
    };
    try {
      const kept = await storeLead(config, stored, deps.log);
      deps.log('info', 'lead.held', { ...fields, until: stored.notBefore, store: kept.store.name });
      return accepted();
    } catch (error) {
      if (!(error instanceof LeadNotStoredError)) throw error;
      deps.log('warn', 'lead.held_sent', { ...fields, reason: 'no durable store' });
      return undefined;
    }
  }

  async function deliverOnce(
    lead: Record<string, unknown>,
    idempotencyKey: string,
    config: LeadConfig,
    shared: SharedState,
  ): Promise<Response> {
    const { idempotency } = shared;
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

    const { claim } = begun;
    let response: Response;
    try {
      response = await limitedDelivery(lead, idempotencyKey, config, shared);
    } catch (error) {
      await idempotency.release(claim);
      throw error;
    }
    if (response.ok) {
      await idempotency.complete(claim, {
        status: response.status,
        body: await response.clone().json(),
      });
    } else {
      await idempotency.release(claim);
    }
    return response;
  }

  async function deliver(
    lead: Record<string, unknown>,
    idempotencyKey: string,
    config: LeadConfig,
    { uncounted }: { uncounted?: true } = {},
  ): Promise<Response> {
    const started = deps.now();
    const fields = { kind, idempotencyKey };
    let result: RelayResult | undefined;
    if (config.workflowApiUrl) {
      result = await relayLead(lead, idempotencyKey, {
        baseUrl: config.workflowApiUrl,
        workflowId: config.workflowId,
        token: config.token,
        ...deps.relay,
      });
      if (!result.ok && result.inFlight && leadStores(config).length === 0) {
        // Nowhere to keep it: the open send is the lead's only chance, so wait for it longer.
        result = await waitAtMost(result.inFlight, NO_STORE_WAIT_MS, result);
      }
      const outcome = { ...fields, attempts: result.attempts, status: result.status };
      if (result.ok) {
        deps.log('info', 'lead.relayed', {
          ...outcome,
          runId: result.runId,
          durationMs: deps.now() - started,
        });
        return received();
      }
      deps.log('error', 'lead.relay_failed', {
        ...outcome,
        reason: result.reason,
        unsettled: result.unsettledSince !== undefined || undefined,
      });
    }

    const unsettledSince = result && !result.ok ? result.unsettledSince : undefined;
    const stored: StoredLead = {
      kind,
      workflowId: config.workflowId,
      idempotencyKey,
      receivedAt: new Date(started).toISOString(),
      ...(unsettledSince === undefined
        ? {}
        : { notBefore: new Date(unsettledSince + HOLD_MS).toISOString() }),
      ...(uncounted ? { uncounted } : {}),
      lead,
    };
    const inFlight = result && !result.ok ? result.inFlight : undefined;
    let kept: Awaited<ReturnType<typeof storeLead>>;
    try {
      kept = await storeLead(config, stored, deps.log);
      deps.log('info', 'lead.stored', { ...fields, store: kept.store.name, where: kept.where });
    } catch (error) {
      // Named by its key only: the lead's fields never reach the logs.
      deps.log('error', 'lead.not_stored', {
        ...fields,
        error: error instanceof Error ? error.message : String(error),
      });
      if (!(error instanceof LeadNotStoredError)) throw error;
      if (inFlight) settleInBackground(inFlight, fields);
      return problem(
        503,
        {
          error: 'not_stored',
          message: 'The request could not be delivered or stored. Try again shortly.',
        },
        { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      );
    }
    if (inFlight) settleInBackground(inFlight, fields, kept);
    return accepted();
  }

  /**
   * Follows a send that got no answer in time to its end: if the workflow API took the lead
   * after all, the copy stored for the drain is deleted, so it is not sent again.
   */
  function settleInBackground(
    inFlight: Promise<RelayResult>,
    fields: { kind: LeadKind; idempotencyKey: string },
    stored?: Awaited<ReturnType<typeof storeLead>>,
  ) {
    inBackground(
      async () => {
        const late = await inFlight;
        if (!late.ok) {
          deps.log('warn', 'lead.late_failed', {
            ...fields,
            status: late.status,
            reason: late.reason,
          });
          return;
        }
        if (stored) await stored.store.remove(stored.where);
        deps.log('info', 'lead.relayed', {
          ...fields,
          attempts: late.attempts,
          status: late.status,
          runId: late.runId,
          late: true,
          storedCopy: stored ? 'deleted' : undefined,
        });
      },
      (error) =>
        deps.log('error', 'lead.late_settle_failed', {
          ...fields,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }
}

type SharedState = {
  perAddress: RateLimit;
  runs: RateLimit;
  idempotency: IdempotencyStore;
  /** The key the client is rate-limited under. */
  client: string;
};

/** What `promise` settles with, or `otherwise` if it has not after `ms`. */
async function waitAtMost<T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(resolve, ms, otherwise)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
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
