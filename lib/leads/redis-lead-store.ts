import { randomUUID } from 'node:crypto';
import { withRedis } from '@/lib/redis/redis-client';
import { parseStoredLead } from './stored-lead';
import type { DrainOptions, DrainVerdict, LeadStore, StoredLead } from './stored-lead';

/**
 * The outbox with Redis: one stream, shared by every instance, whose entry ids keep the order
 * leads arrived in. An entry is deleted only after the workflow API acknowledged the lead (or
 * its retention ended), so delivery is at least once; the Idempotency-Key it is delivered under
 * lets the workflow API make that exactly once.
 *
 * A drain holds a lock with an expiry, renewed while it runs, so two instances never drain at
 * the same time and a crashed drain frees it by itself. Each run also ends by its deadline,
 * well inside the lock's lifetime, and stops as soon as a renewal finds the lock gone: a lead
 * one drain has in flight is never offered to another.
 *
 * Redis must run with `maxmemory-policy noeviction`: an evicted stream is lost leads.
 */
export const LEADS_STREAM = 'yno:leads';
const LOCK_KEY = 'yno:leads:drain-lock';
const LOCK_TTL_MS = 2 * 60_000;
const LOCK_RENEW_MS = 15_000;
const PAGE = 50;

/** Extends the lock only while it is still this drain's. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Frees the lock only while it is still this drain's. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

export class RedisLeadStore implements LeadStore {
  readonly name = 'redis';

  constructor(private readonly url: string) {}

  add(lead: StoredLead): Promise<string> {
    return withRedis(this.url, async (redis) => {
      const id = await redis.xadd(LEADS_STREAM, '*', 'lead', JSON.stringify(lead));
      return `${LEADS_STREAM} ${id}`;
    });
  }

  drain(
    visit: (lead: StoredLead) => Promise<DrainVerdict>,
    { until = Infinity }: DrainOptions = {},
  ): Promise<boolean> {
    return withRedis(this.url, async (redis) => {
      const token = randomUUID();
      if ((await redis.set(LOCK_KEY, token, 'PX', LOCK_TTL_MS, 'NX')) !== 'OK') return false;
      let held = true;
      const renew = setInterval(() => {
        redis
          .eval(RENEW, 1, LOCK_KEY, token, LOCK_TTL_MS)
          .then((renewed) => {
            if (renewed !== 1) held = false;
          })
          .catch(() => undefined);
      }, LOCK_RENEW_MS);
      renew.unref();
      try {
        let after = '-';
        for (;;) {
          const entries = await redis.xrange(LEADS_STREAM, after, '+', 'COUNT', PAGE);
          for (const [id, fields] of entries) {
            if (!held || Date.now() >= until) return true;
            const lead = parseStoredLead(fields[fields.indexOf('lead') + 1] ?? '');
            // An entry that is not a lead is left for a person to read, never thrown away.
            const verdict = lead ? await visit(lead) : 'kept';
            if (verdict === 'delivered' || verdict === 'expired') {
              await redis.xdel(LEADS_STREAM, id);
            }
            if (verdict === 'stop') return true;
            after = `(${id}`;
          }
          if (entries.length < PAGE) return true;
        }
      } finally {
        clearInterval(renew);
        await redis.eval(RELEASE, 1, LOCK_KEY, token).catch(() => undefined);
      }
    });
  }
}
