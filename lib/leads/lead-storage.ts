import { access, constants } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import type { Log } from '@/lib/log';
import { RedisUnavailableError } from '@/lib/redis/redis-client';
import { FileLeadStore } from './file-lead-store';
import { ensurePrivateFolder, temporaryOutbox, temporaryOutboxes } from './private-folder';
import { RedisLeadStore } from './redis-lead-store';
import type { DrainOptions, DrainVerdict, LeadStore, StoredLead } from './stored-lead';

/**
 * Where leads wait for delivery: Redis when configured, else the outbox folder, else a private
 * folder of this server's user in the OS temporary folder. Each is tried in turn, so a lead is
 * lost only if all of them fail.
 *
 * On a serverless host (Vercel) a folder is no store at all: it belongs to one function
 * instance, which the next drain never sees and the platform throws away. There only Redis
 * counts, and without it (or while it is down) a lead that cannot be relayed is refused, so
 * that a 2xx always means delivered or durably stored.
 */
export type LeadStorageConfig = {
  redisUrl?: string;
  outboxDir: string;
  /** Where temporary outboxes are made when outboxDir cannot be written; the OS's by default. */
  temporaryParent?: string;
  /** A serverless host, whose disk is neither shared nor kept. */
  serverless?: boolean;
};

/** No store could keep the lead: the caller answers 503 so the visitor can try again. */
export class LeadNotStoredError extends Error {}

export type StoredWhere = { store: LeadStore; where: string };

export function leadStorageFromEnv(): LeadStorageConfig {
  const env = getEnv();
  return {
    redisUrl: env.REDIS_URL,
    outboxDir: env.LEADS_OUTBOX_DIR,
    serverless: env.VERCEL,
  };
}

/**
 * The temporary outboxes: folders `yno-leads-XXXXXX` made by mkdtemp in the temporary folder,
 * so no one can create one first under a name the site would use; drains read every one that
 * belongs to this server's user (lib/leads/private-folder.ts) and no other.
 */
class TemporaryOutboxes implements LeadStore {
  readonly name = 'temporary folder';

  constructor(private readonly parent: string) {}

  async add(lead: StoredLead): Promise<string> {
    return new FileLeadStore(await temporaryOutbox(this.parent)).add(lead);
  }

  async remove(where: string): Promise<void> {
    await new FileLeadStore(path.dirname(where)).remove(where);
  }

  async drain(
    visit: (lead: StoredLead) => Promise<DrainVerdict>,
    options?: DrainOptions,
  ): Promise<boolean> {
    let all = true;
    for (const dir of await temporaryOutboxes(this.parent)) {
      if (!(await new FileLeadStore(dir).drain(visit, options))) all = false;
    }
    return all;
  }
}

/** Every store a drain must empty, in the order leads fall back to them. */
export function leadStores(config: LeadStorageConfig): LeadStore[] {
  const stores: LeadStore[] = [];
  if (config.redisUrl) stores.push(new RedisLeadStore(config.redisUrl));
  if (config.serverless) return stores;
  stores.push(new FileLeadStore(config.outboxDir));
  stores.push(new TemporaryOutboxes(config.temporaryParent ?? os.tmpdir()));
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
      return { store, where: await store.add(lead) };
    } catch (error) {
      const next = stores[index + 1];
      // A Redis outage is logged once by the breaker, not again for every lead it diverts.
      if (!(next && error instanceof RedisUnavailableError)) {
        log(next ? 'warn' : 'error', 'lead.store_failed', {
          idempotencyKey: lead.idempotencyKey,
          store: store.name,
          next: next?.name,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      if (!next) throw new LeadNotStoredError(`every lead store failed`, { cause: error });
    }
  }
  throw new LeadNotStoredError('no durable lead store on this host: set REDIS_URL');
}

/**
 * Run once at start-up (instrumentation.ts): names the risk when leads would go to the
 * temporary folder, which the host may empty, because the outbox folder cannot be written or
 * is not private to this server's user. With Redis that folder is only the fallback for an
 * outage, so it is a note, not a warning.
 */
export async function warnIfOutboxUnwritable(config: LeadStorageConfig, log: Log): Promise<void> {
  if (config.serverless) return;
  const folder = path.resolve(config.outboxDir);
  try {
    await ensurePrivateFolder(folder);
    await access(folder, constants.W_OK);
  } catch (error) {
    log(config.redisUrl ? 'info' : 'warn', 'lead.outbox_unwritable', {
      configured: folder,
      used: config.redisUrl
        ? 'redis, then a private folder in the temporary folder'
        : 'a private folder in the temporary folder',
      reason: error instanceof Error ? error.message : String(error),
      risk: 'leads that cannot be delivered at once may be lost when the host empties its temporary folder: set REDIS_URL, or LEADS_OUTBOX_DIR to a writable folder of this user that is kept',
    });
  }
}
