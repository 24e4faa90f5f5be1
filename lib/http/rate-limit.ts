import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { withRedis } from '@/lib/redis/redis-client';

/**
 * Requests allowed per client in a fixed window. With a Redis URL the count is shared by every
 * server process that uses the same Redis, so adding instances does not multiply the limit.
 * Without one, or while Redis is unavailable, the count is held in this process (the role
 * rate-limiter-flexible's `insuranceLimiter` plays, here behind the Redis circuit breaker so
 * that an outage costs no wait): the limit still holds per process, and never fails open.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimit = { take(key: string): Promise<RateDecision> };

export type RateLimitOptions = {
  /** Names the counter in Redis, so that two routes never share one. */
  name: string;
  points: number;
  windowSeconds: number;
  redisUrl?: string;
};

export function createRateLimit({
  name,
  points,
  windowSeconds,
  redisUrl,
}: RateLimitOptions): RateLimit {
  const memory = new RateLimiterMemory({ points, duration: windowSeconds });
  let shared: RateLimiterRedis | undefined;

  async function consume(key: string): Promise<void> {
    if (!redisUrl) {
      await memory.consume(key);
      return;
    }
    let refusal: RateLimiterRes | undefined;
    try {
      await withRedis(redisUrl, async (storeClient) => {
        shared ??= new RateLimiterRedis({
          storeClient,
          keyPrefix: `yno:rate:${name}`,
          points,
          duration: windowSeconds,
          rejectIfRedisNotReady: true,
        });
        // A refusal is an answer from Redis, not a failure of it: it must not open the breaker.
        await shared.consume(key).catch((error: unknown) => {
          if (!(error instanceof RateLimiterRes)) throw error;
          refusal = error;
        });
      });
    } catch {
      await memory.consume(key);
      return;
    }
    if (refusal) throw refusal;
  }

  return {
    async take(key) {
      try {
        await consume(key);
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        };
      }
    },
  };
}
