import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { readyRedis } from '@/lib/redis/redis-client';
import type { Log } from '@/lib/log';

/**
 * Requests allowed per client in a fixed window. With a Redis URL the count is shared by every
 * server process that uses the same Redis, so adding instances does not multiply the limit;
 * without one it is held in this process. If Redis fails, requests are let through and the
 * failure is logged (at most once a minute): a limit that cannot be counted must not take the
 * site down.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimit = { take(key: string): Promise<RateDecision> };

export type RateLimitOptions = {
  /** Names the counter in Redis, so that two routes never share one. */
  name: string;
  points: number;
  windowSeconds: number;
  redisUrl?: string;
  log?: Log;
};

const FAILURE_LOG_INTERVAL_MS = 60_000;

export function createRateLimit({
  name,
  points,
  windowSeconds,
  redisUrl,
  log,
}: RateLimitOptions): RateLimit {
  const memory = new RateLimiterMemory({ points, duration: windowSeconds });
  let shared: RateLimiterRedis | undefined;
  let lastFailureLog = -Infinity;

  async function limiter() {
    if (!redisUrl) return memory;
    const storeClient = await readyRedis(redisUrl);
    shared ??= new RateLimiterRedis({
      storeClient,
      keyPrefix: `yno:rate:${name}`,
      points,
      duration: windowSeconds,
      rejectIfRedisNotReady: true,
    });
    return shared;
  }

  return {
    async take(key) {
      try {
        await (await limiter()).consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          };
        }
        if (Date.now() - lastFailureLog >= FAILURE_LOG_INTERVAL_MS) {
          lastFailureLog = Date.now();
          log?.('error', 'rate_limit.unavailable', {
            limit: name,
            error: error instanceof Error ? error.message : String(error),
            outcome: 'allowed',
          });
        }
        return { allowed: true };
      }
    },
  };
}
