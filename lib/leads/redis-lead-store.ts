import { randomUUID } from 'node:crypto';
import { readyRedis } from '@/lib/redis/redis-client';
import { parseStoredLead, type DrainVerdict, type LeadStore, type StoredLead } from './stored-lead';

/**
 * The outbox with Redis: one stream, shared by every instance, whose entry ids keep the order
 * leads arrived in. An entry is deleted only after the workflow API acknowledged the lead (or
 * its retention ended), so delivery is at least once; the Idempotency-Key it is delivered under
 * lets the workflow API make that exactly once. A drain holds a lock with an expiry, so two
 * instances never drain at the same time and a crashed drain frees it by itself.
 */
export const LEADS_STREAM = 'yno:leads';
const LOCK_KEY = 'yno:leads:drain-lock';
/** Longer than a drain run can last (the drain route's maxDuration). */
const LOCK_TTL_MS = 5 * 60_000;
const PAGE = 50;

export class RedisLeadStore implements LeadStore {
  readonly name = 'redis';

  constructor(private readonly url: string) {}

  async add(lead: StoredLead): Promise<string> {
    const redis = await readyRedis(this.url);
    const id = await redis.xadd(LEADS_STREAM, '*', 'lead', JSON.stringify(lead));
    return `${LEADS_STREAM} ${id}`;
  }

  async drain(visit: (lead: StoredLead) => Promise<DrainVerdict>): Promise<boolean> {
    const redis = await readyRedis(this.url);
    const token = randomUUID();
    if ((await redis.set(LOCK_KEY, token, 'PX', LOCK_TTL_MS, 'NX')) !== 'OK') return false;
    try {
      let after = '-';
      for (;;) {
        const entries = await redis.xrange(LEADS_STREAM, after, '+', 'COUNT', PAGE);
        for (const [id, fields] of entries) {
          const lead = parseStoredLead(fields[fields.indexOf('lead') + 1] ?? '');
          // An entry that is not a lead is left for a person to read, never thrown away.
          const verdict = lead ? await visit(lead) : 'kept';
          if (verdict === 'delivered' || verdict === 'expired') await redis.xdel(LEADS_STREAM, id);
          if (verdict === 'stop') return true;
          after = `(${id}`;
        }
        if (entries.length < PAGE) return true;
      }
    } finally {
      // Freed only if still ours: after the expiry another drain may hold it.
      if ((await redis.get(LOCK_KEY)) === token) await redis.del(LOCK_KEY);
    }
  }
}
