import 'server-only';
import { getEnv } from '@/lib/env';
import { consoleLog, type Log } from '@/lib/log';
import { leadStorageFromEnv, leadStores, type LeadStorageConfig } from './lead-storage';
import { isRetryableStatus, relayLead, type RelayOptions } from './relay';
import type { DrainVerdict, StoredLead } from './stored-lead';

/**
 * Delivers stored leads to the workflow API: oldest first, each under the Idempotency-Key it
 * arrived with, with the relay's retries and backoff. A lead the workflow API acknowledges is
 * deleted; one older than the retention is deleted unsent (and logged); while the workflow API
 * is unreachable or failing, the run stops and keeps the rest in order for the next one. A lead
 * it refuses outright (a 4xx other than 408 and 429) is kept for a person and the run goes on.
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
};

/** Well inside the drain route's maxDuration (60 s), with room for the lead in flight. */
export const DRAIN_RUN_MS = 30_000;

export type DrainReport = {
  delivered: number;
  expired: number;
  kept: number;
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
  };
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
    if (!baseUrl) {
      report.kept += 1;
      return 'stop';
    }
    const result = await relayLead(stored.lead, stored.idempotencyKey, {
      baseUrl,
      workflowId: stored.workflowId,
      token: config.token,
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
  const found = report.delivered + report.expired + report.kept + report.failed.length;
  if (found > 0) {
    log('info', 'lead.drain_finished', {
      delivered: report.delivered,
      expired: report.expired,
      kept: report.kept,
      busy: report.busy.join(' ') || undefined,
      failed: report.failed.join(' ') || undefined,
    });
  }
  return report;
}
