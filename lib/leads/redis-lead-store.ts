import { randomUUID } from 'node:crypto';
import { withRedis } from '@/lib/redis/redis-client';
import { ownerIsGone, ownerTag, parseOwnerTag, startDrainRun } from './drain-owner';
import { endsRun, isDue, keptUntil, parseStoredLead } from './stored-lead';
import type { DrainOptions, DrainVerdict, LeadStore, StoredLead } from './stored-lead';

/**
 * The outbox with Redis: one stream, shared by every instance, whose entry ids keep the order
 * leads arrived in. An entry is deleted only after the workflow API acknowledged the lead (or
 * its retention ended), so delivery is at least once; the Idempotency-Key it is delivered under
 * lets the workflow API make that exactly once.
 *
 * A drain holds a lock with an expiry, renewed while it runs, so two instances never drain at
 * the same time and a crashed drain frees it by itself (at once, for the next drain on the same
 * machine: the lock names its owner, lib/leads/drain-owner.ts). Each run also ends by its
 * deadline, well inside the lock's lifetime, and stops as soon as a renewal finds the lock
 * gone: a lead one drain has in flight is never offered to another.
 *
 * Entries a drain must not send (a workflow this server does not know, a body that is not a
 * lead) are moved to the stream `yno:leads:set-aside` for a person to read.
 *
 * Redis must run with `maxmemory-policy noeviction`: an evicted stream is lost leads.
 */
export const LEADS_STREAM = 'yno:leads';
export const SET_ASIDE_STREAM = 'yno:leads:set-aside';
const LOCK_KEY = 'yno:leads:drain-lock';
const LOCK_TTL_MS = 2 * 60_000;
const LOCK_RENEW_MS = 15_000;
const PAGE = 50;

/** Extends the lock only while it is still this drain's. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Frees the lock only while it holds the given value. */
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

  remove(where: string): Promise<void> {
    const [stream, id] = where.split(' ');
    return withRedis(this.url, async (redis) => {
      if (stream === LEADS_STREAM && id) await redis.xdel(LEADS_STREAM, id);
    });
  }

  drain(
    visit: (lead: StoredLead) => Promise<DrainVerdict>,
    { until = Infinity }: DrainOptions = {},
  ): Promise<boolean> {
    return withRedis(this.url, async (redis) => {
      const owner = startDrainRun();
      // `<owner>:<token>`: the owner lets a dead drain's lock be taken over, the token is unique.
      const value = `${ownerTag(owner)}:${randomUUID()}`;
      const take = () => redis.set(LOCK_KEY, value, 'PX', LOCK_TTL_MS, 'NX');
      let taken = (await take()) === 'OK';
      if (!taken) {
        const held = await redis.get(LOCK_KEY);
        if (held && ownerIsGone(parseOwnerTag(held.split(':')[0]))) {
          await redis.eval(RELEASE, 1, LOCK_KEY, held);
          taken = (await take()) === 'OK';
        }
      }
      if (!taken) {
        owner.finished();
        return false;
      }
      let held = true;
      const renew = setInterval(() => {
        redis
          .eval(RENEW, 1, LOCK_KEY, value, LOCK_TTL_MS)
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
            after = `(${id}`;
            const text = fields[fields.indexOf('lead') + 1] ?? '';
            const lead = parseStoredLead(text);
            if (lead && !isDue(lead)) continue;
            // An entry that is not a lead is set aside for a person to read, never thrown away.
            const verdict = lead ? await visit(lead) : 'set-aside';
            if (verdict === 'delivered' || verdict === 'expired') {
              await redis.xdel(LEADS_STREAM, id);
            } else if (verdict === 'set-aside') {
              await redis
                .multi()
                .xadd(SET_ASIDE_STREAM, '*', 'lead', text, 'from', id)
                .xdel(LEADS_STREAM, id)
                .exec();
            } else if (keptUntil(verdict)) {
              // Moved to the end with its notBefore, in one step: never two entries, never none.
              await redis
                .multi()
                .xadd(
                  LEADS_STREAM,
                  '*',
                  'lead',
                  JSON.stringify({ ...lead, notBefore: keptUntil(verdict) }),
                )
                .xdel(LEADS_STREAM, id)
                .exec();
            }
            if (endsRun(verdict)) return true;
          }
          if (entries.length < PAGE) return true;
        }
      } finally {
        clearInterval(renew);
        owner.finished();
        await redis.eval(RELEASE, 1, LOCK_KEY, value).catch(() => undefined);
      }
    });
  }
}
