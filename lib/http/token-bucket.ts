import { withRedis } from '@/lib/redis/redis-client';
import type { RateDecision, RateLimit } from './rate-limit';

export type TokenBucketOptions = {
  /** Names the buckets in Redis, so that two routes never share one. */
  name: string;
  /** Messages a client may send at once: the bucket's size, and what a new client starts with. */
  burst: number;
  /** Messages added back per minute, up to `burst`: what a client can keep up. */
  perMinute: number;
  redisUrl?: string;
};

type Bucket = { tokens: number; at: number };

/**
 * Takes one token from the client's bucket and refills it by the time passed since its last
 * message, atomically, on Redis's clock. Replies { 1, 0 } when taken, { 0, wait in ms } when
 * empty. A full bucket needs no state, so the key expires once the bucket would be full again.
 */
const TAKE_SCRIPT = `
local burst = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * perMs)
if tokens < 1 then
  return { 0, math.ceil((1 - tokens) / perMs) }
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens - 1), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / perMs))
return { 1, 0 }
`;

/**
 * How many clients' buckets this process keeps before it drops the ones that are full again
 * (at most once a second, so a crowd of clients costs no sweep per message).
 */
const SWEEP_AT = 10_000;

/**
 * A token bucket per client: bursts up to `burst` messages, then `perMinute` a minute, so a
 * client that works in spurts (a scripted review of many questions) is never refused while a
 * flood still is. With a Redis URL the buckets are shared by every process that uses the same
 * Redis; without one, or while Redis is unavailable (lib/redis/redis-client.ts's breaker), they
 * are held in this process, so the limit never fails open.
 */
export function createTokenBucket({
  name,
  burst,
  perMinute,
  redisUrl,
}: TokenBucketOptions): RateLimit {
  const perMs = perMinute / 60_000;
  const local = new Map<string, Bucket>();
  let sweptAt = 0;

  function takeLocal(key: string, now = Date.now()): RateDecision {
    if (local.size >= SWEEP_AT && now - sweptAt >= 1000) {
      sweptAt = now;
      for (const [client, bucket] of local)
        if (bucket.tokens + (now - bucket.at) * perMs >= burst) local.delete(client);
    }
    const bucket = local.get(key) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
    if (tokens < 1) return refusal((1 - tokens) / perMs);
    local.set(key, { tokens: tokens - 1, at: now });
    return { allowed: true };
  }

  return {
    async take(key) {
      if (!redisUrl) return takeLocal(key);
      let reply: [number, number];
      try {
        reply = await withRedis(
          redisUrl,
          (redis) =>
            redis.eval(TAKE_SCRIPT, 1, `yno:bucket:${name}:${key}`, burst, perMs) as Promise<
              [number, number]
            >,
        );
      } catch {
        return takeLocal(key);
      }
      return reply[0] === 1 ? { allowed: true } : refusal(reply[1]);
    },
  };
}

function refusal(waitMs: number): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
