import 'server-only';
import { getEnv } from '@/lib/env';
import { consoleLog, type Log } from '@/lib/log';
import { addressKey, addressRuns, senderAddress } from './address-runs';
import { isLeadKind, leadKindDefinitions, leadKinds } from './lead-kinds';
import { leadStorageFromEnv, leadStores, type LeadStorageConfig } from './lead-storage';
import { HOLD_MS, isRetryableStatus, relayLead, type RelayOptions } from './relay';
import type { DrainVerdict, StoredLead } from './stored-lead';

/**
 * Delivers stored leads to the workflow API: oldest first, each under the Idempotency-Key it
 * arrived with, with the relay's retries and backoff. A lead the workflow API acknowledges is
 * deleted; one older than the retention is deleted unsent (and logged); while the workflow API
 * is unreachable or failing, the run stops and keeps the rest in order for the next one. A lead
 * it refuses outright (a 4xx other than 408, 409 and 429) is kept for a person and the run goes
 * on. A send that got no answer in DRAIN_ANSWER_MS may still be running there: the lead is
 * held (not sent again for HOLD_MS from that send) and the run stops.
 *
 * Only leads for a workflow this server is configured with are sent, each with the workflow
 * token; any other (a file planted in an outbox, a kind this version does not know) is set
 * aside for a person and logged (`lead.set_aside`), never sent.
 *
 * A lead stored uncounted (its address had no runs left, lib/leads/address-runs.ts) is counted
 * before it is sent; while its address still has none left it is kept until the next window and
 * the run goes on with the others.
 *
 * A run offers no lead after its time budget, so that it always ends inside its route's
 * maxDuration and inside the stores' lock lifetimes; what is left waits for the next run.
 *
 * Run every LEADS_DRAIN_INTERVAL seconds by a long-running server itself (lib/leads/
 * drain-schedule.ts), by GET /api/leads/drain (Vercel Cron) and by `npm run leads:drain`.
 */
export type DrainConfig = LeadStorageConfig & {
  workflowApiUrl?: string;
  token?: string;
  retentionMs: number;
  /** The workflows this server sends leads to: the only ones a drain sends to. */
  workflowIds: readonly string[];
  /** Runs per e-mail address per hour for each kind (ACCESS_REQUEST_RATE_LIMIT, 10 by default). */
  addressRunsPerHour?: number;
};

const DEFAULT_ADDRESS_RUNS_PER_HOUR = 10;

/** Well inside the drain route's maxDuration (60 s), with room for the lead in flight. */
export const DRAIN_RUN_MS = 30_000;
/** How long a drain waits for one send's answer: the run budget plus this fit in 60 s. */
export const DRAIN_ANSWER_MS = 20_000;

export type DrainReport = {
  delivered: number;
  expired: number;
  kept: number;
  /** Leads kept until their address has runs left again. */
  held: number;
  /** Leads moved aside, never sent: unknown workflow, or not a lead. */
  setAside: number;
  /** Stores another drain was working on, and stores that could not be read. */
  busy: string[];
  failed: string[];
  /** False when no workflow API is configured: nothing can be delivered. */
  configured: boolean;
};

export function drainConfigFromEnv(): DrainConfig {
  const env = getEnv();
  return {
    ...leadStorageFromEnv(),
    workflowApiUrl: env.WORKFLOW_API_URL,
    token: env.WORKFLOW_API_TOKEN,
    retentionMs: env.LEADS_RETENTION_DAYS * 24 * 60 * 60_000,
    workflowIds: leadKinds.map((kind) => leadKindDefinitions[kind].workflowId(env)),
    addressRunsPerHour: env.ACCESS_REQUEST_RATE_LIMIT,
  };
}

/** Why a stored lead must not be sent, if it must not. */
function setAsideReason(stored: StoredLead, config: DrainConfig): string | undefined {
  if (!isLeadKind(stored.kind)) return 'unknown_kind';
  if (!config.workflowIds.includes(stored.workflowId)) return 'unknown_workflow';
  if (typeof stored.lead !== 'object' || stored.lead === null || Array.isArray(stored.lead)) {
    return 'not_a_lead';
  }
  return undefined;
}

export async function drainLeads(
  config: DrainConfig = drainConfigFromEnv(),
  {
    log = consoleLog,
    now = Date.now,
    relay = {},
    runMs = DRAIN_RUN_MS,
  }: { log?: Log; now?: () => number; relay?: Partial<RelayOptions>; runMs?: number } = {},
): Promise<DrainReport> {
  const report: DrainReport = {
    delivered: 0,
    expired: 0,
    kept: 0,
    held: 0,
    setAside: 0,
    busy: [],
    failed: [],
    configured: Boolean(config.workflowApiUrl),
  };
  const baseUrl = config.workflowApiUrl;

  async function visit(stored: StoredLead): Promise<DrainVerdict> {
    const fields = { kind: stored.kind, idempotencyKey: stored.idempotencyKey };
    const age = now() - Date.parse(stored.receivedAt);
    if (!(age <= config.retentionMs)) {
      report.expired += 1;
      log('warn', 'lead.expired', { ...fields, receivedAt: stored.receivedAt });
      return 'expired';
    }
    const reason = setAsideReason(stored, config);
    if (reason) {
      report.setAside += 1;
      log('error', 'lead.set_aside', {
        ...fields,
        reason,
        kind: String(stored.kind).slice(0, 40),
        workflowId: stored.workflowId.slice(0, 100),
      });
      return 'set-aside';
    }
    if (!baseUrl) {
      report.kept += 1;
      return 'stop';
    }
    const address = stored.uncounted ? senderAddress(stored.lead) : undefined;
    if (address) {
      const runs = addressRuns(stored.kind, {
        perHour: config.addressRunsPerHour ?? DEFAULT_ADDRESS_RUNS_PER_HOUR,
        redisUrl: config.redisUrl,
      });
      const decision = await runs.take(addressKey(address));
      if (!decision.allowed) {
        report.held += 1;
        const until = new Date(now() + decision.retryAfterSeconds * 1000).toISOString();
        log('info', 'lead.held', { ...fields, until });
        return { later: until };
      }
    }
    const result = await relayLead(stored.lead, stored.idempotencyKey, {
      baseUrl,
      workflowId: stored.workflowId,
      token: config.token,
      answerMs: DRAIN_ANSWER_MS,
      inFlightMs: DRAIN_ANSWER_MS,
      ...relay,
    });
    if (result.ok) {
      report.delivered += 1;
      log('info', 'lead.drained', { ...fields, attempts: result.attempts, runId: result.runId });
      return 'delivered';
    }
    report.kept += 1;
    log('error', 'lead.drain_failed', {
      ...fields,
      attempts: result.attempts,
      status: result.status,
      reason: result.reason,
    });
    if (result.unsettledSince !== undefined) {
      return { held: new Date(result.unsettledSince + HOLD_MS).toISOString() };
    }
    const refused = result.status !== undefined && !isRetryableStatus(result.status);
    return refused ? 'kept' : 'stop';
  }

  const until = Date.now() + runMs;
  for (const store of leadStores(config)) {
    try {
      if (!(await store.drain(visit, { until }))) report.busy.push(store.name);
    } catch (error) {
      report.failed.push(store.name);
      log('error', 'lead.drain_store_failed', {
        store: store.name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  // A run that found nothing says nothing: a server drains every few minutes.
  const found =
    report.delivered +
    report.expired +
    report.kept +
    report.held +
    report.setAside +
    report.failed.length;
  if (found > 0) {
    log('info', 'lead.drain_finished', {
      delivered: report.delivered,
      expired: report.expired,
      kept: report.kept,
      held: report.held || undefined,
      setAside: report.setAside,
      busy: report.busy.join(' ') || undefined,
      failed: report.failed.join(' ') || undefined,
    });
  }
  return report;
}
