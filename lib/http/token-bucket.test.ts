/** @jest-environment node */
import { closeRedisClients, readyRedis, setRedisLog } from '@/lib/redis/redis-client';
import { startRedisServer } from '@/test/redis-server.mjs';
import type { RateLimit } from './rate-limit';
import { createTokenBucket } from './token-bucket';

/** Token buckets in this process, and in a real redis-server shared as two instances share it. */
let redis: Awaited<ReturnType<typeof startRedisServer>>;

beforeAll(async () => {
  // The outage below is on purpose: the breaker's lines would only be noise.
  setRedisLog(() => undefined);
  redis = await startRedisServer();
});

afterAll(async () => {
  await closeRedisClients();
  await redis.stop();
});

/** After an outage the client reconnects on its own within about 2 s. */
async function reconnected() {
  for (let tries = 0; ; tries += 1) {
    try {
      return await readyRedis(redis.url);
    } catch (error) {
      if (tries > 100) throw error;
      await sleep(50);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function allowed(limits: RateLimit[], key = '203.0.113.7') {
  const answers = [];
  for (const limit of limits) answers.push((await limit.take(key)).allowed);
  return answers;
}

describe.each([
  ['in this process', () => undefined],
  ['in Redis', () => redis.url],
])('a token bucket %s', (where, redisUrl) => {
  it('lets a burst through at once, then refuses with the wait for the next token', async () => {
    const bucket = createTokenBucket({
      name: `burst-${where}`,
      burst: 5,
      perMinute: 6,
      redisUrl: redisUrl(),
    });
    expect(await allowed(Array(5).fill(bucket))).toEqual([true, true, true, true, true]);
    // One token every 10 s.
    expect(await bucket.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect((await bucket.take('198.51.100.1')).allowed).toBe(true);
  });

  it('refills at its rate, never beyond its size', async () => {
    // One token a second, two at most: slow enough that a busy machine's late timers and slow
    // calls cannot add a token.
    const bucket = createTokenBucket({
      name: `refill-${where}`,
      burst: 2,
      perMinute: 60,
      redisUrl: redisUrl(),
    });
    expect(await allowed([bucket, bucket, bucket])).toEqual([true, true, false]);
    await sleep(1100);
    expect(await allowed([bucket, bucket])).toEqual([true, false]);
    await sleep(3000);
    expect(await allowed([bucket, bucket, bucket])).toEqual([true, true, false]);
  });
});

describe('token buckets in Redis', () => {
  it('are one bucket per client across instances', async () => {
    const options = { name: 'shared', burst: 3, perMinute: 1, redisUrl: redis.url };
    const [a, b] = [createTokenBucket(options), createTokenBucket(options)];
    expect(await allowed([a, b, a, b])).toEqual([true, true, true, false]);
  });

  it('expire once they would be full again', async () => {
    const bucket = createTokenBucket({
      name: 'expiry',
      burst: 4,
      perMinute: 60,
      redisUrl: redis.url,
    });
    await bucket.take('client');
    const ttl = await (await readyRedis(redis.url)).pttl('yno:bucket:expiry:client');
    expect(ttl).toBeGreaterThan(3000);
    expect(ttl).toBeLessThanOrEqual(4000);
  });

  it('still hold, in this process, while Redis is down', async () => {
    const bucket = createTokenBucket({ name: 'down', burst: 2, perMinute: 1, redisUrl: redis.url });
    await redis.stop();
    try {
      const started = Date.now();
      expect(await allowed([bucket, bucket, bucket])).toEqual([true, true, false]);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await redis.start();
      await reconnected();
    }
  });
});
