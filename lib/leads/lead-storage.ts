import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import type { Log } from '@/lib/log';
import { FALLBACK_OUTBOX_DIR, FileLeadStore, makeFolder } from './file-lead-store';
import { RedisLeadStore } from './redis-lead-store';
import type { LeadStore, StoredLead } from './stored-lead';

/**
 * Where leads wait for delivery: Redis when configured, else the outbox folder, else the OS
 * temporary folder. Each is tried in turn, so a lead is lost only if all of them fail.
 */
export type LeadStorageConfig = {
  redisUrl?: string;
  outboxDir: string;
  /** Used when outboxDir cannot be written (a read-only disk). */
  fallbackOutboxDir: string;
};

export type StoredWhere = { store: string; where: string };

export function leadStorageFromEnv(): LeadStorageConfig {
  const env = getEnv();
  return {
    redisUrl: env.REDIS_URL,
    outboxDir: env.LEADS_OUTBOX_DIR,
    fallbackOutboxDir: FALLBACK_OUTBOX_DIR,
  };
}

/** Every store a drain must empty, in the order leads fall back to them. */
export function leadStores(config: LeadStorageConfig): LeadStore[] {
  const stores: LeadStore[] = [];
  if (config.redisUrl) stores.push(new RedisLeadStore(config.redisUrl));
  stores.push(new FileLeadStore(config.outboxDir));
  if (path.resolve(config.fallbackOutboxDir) !== path.resolve(config.outboxDir)) {
    stores.push(new FileLeadStore(config.fallbackOutboxDir));
  }
  return stores;
}

export async function storeLead(
  config: LeadStorageConfig,
  lead: StoredLead,
  log: Log,
): Promise<StoredWhere> {
  const stores = leadStores(config);
  for (const [index, store] of stores.entries()) {
    try {
      return { store: store.name, where: await store.add(lead) };
    } catch (error) {
      const next = stores[index + 1];
      log(next ? 'warn' : 'error', 'lead.store_failed', {
        idempotencyKey: lead.idempotencyKey,
        store: store.name,
        next: next?.name,
        error: error instanceof Error ? error.message : String(error),
      });
      if (!next) throw error;
    }
  }
  throw new Error('No lead store configured');
}

/**
 * Run once at start-up (instrumentation.ts): names the risk when leads would go to the
 * temporary folder, which the host may empty, because the outbox folder cannot be written.
 * With Redis that folder is only the fallback for an outage, so it is a note, not a warning.
 */
export async function warnIfOutboxUnwritable(config: LeadStorageConfig, log: Log): Promise<void> {
  const folder = path.resolve(config.outboxDir);
  try {
    await makeFolder(folder);
    await access(folder, constants.W_OK);
  } catch (error) {
    log(config.redisUrl ? 'info' : 'warn', 'lead.outbox_unwritable', {
      configured: folder,
      used: config.redisUrl ? 'redis, then the temporary folder' : config.fallbackOutboxDir,
      reason: error instanceof Error ? error.message : String(error),
      risk: 'leads that cannot be delivered at once may be lost when the host empties its temporary folder: set REDIS_URL, or LEADS_OUTBOX_DIR to a writable folder that is kept',
    });
  }
}
