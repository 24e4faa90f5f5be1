import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { closeRedisClients, setRedisLog, withRedis } from '@/lib/redis/redis-client';
import { startRedisServer } from '@/test/redis-server.mjs';
import { startScriptedUpstream, type ScriptedUpstream } from '@/test/scripted-upstream';
import {
  MemoryIdempotencyStore,
  RedisIdempotencyStore,
  SharedIdempotencyStore,
  type IdempotencyClaim,
} from './idempotency-store';
import { testLeadHandler } from '@/test/lead-fixtures';

/**
 * The Idempotency-Key under Redis faults, against a real redis-server: `CLIENT PAUSE` in the
 * middle of a relay, and the breaker opening between a key's begin and its complete. Two
 * server instances are two Redis URLs for the same server (`…/0` is the same database), so
 * each has a connection and a breaker of its own, as two processes would.
 */
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let control: Redis;
let upstream: ScriptedUpstream;
let outboxDir: string;

beforeAll(async () => {
  setRedisLog(() => undefined);
  redis = await startRedisServer();
  control = new Redis(redis.url);
  upstream = await startScriptedUpstream();
});
afterAll(async () => {
  await closeRedisClients();
  control.disconnect();
  await redis.stop();
  await upstream.close();
});
beforeEach(async () => {
  upstream.reset();
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  await control.flushall();
});
afterEach(() => rm(outboxDir, { recursive: true, force: true }));

const urls = { a: () => redis.url, b: () => `${redis.url}/0` };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pause = (ms: number) => control.call('CLIENT', 'PAUSE', String(ms), 'ALL');

async function until(condition: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

function store(url: string) {
  return new SharedIdempotencyStore(new RedisIdempotencyStore(url), new MemoryIdempotencyStore(), {
    retryMs: 100,
  });
}

/** One instance's access-request route on the shared Redis, relaying to the scripted upstream. */
function instance(url: string) {
  return testLeadHandler(
    {
      workflowApiUrl: upstream.url,
      outboxDir,
      log: () => undefined,
      relay: { answerMs: 8000, inFlightMs: 8000 },
    },
    { redisUrl: url },
  );
}

const lead = {
  fullName: 'Mei Lin Tan',
  workEmail: 'mei.tan@example.com',
  phoneNumber: '+65 6123 4567',
  companyName: 'Example Logistics',
};
const post = (key: string) =>
  new Request('http://localhost/api/access-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(lead),
  });

// First: the pauses below leave a breaker open for a few seconds.
describe('the record in Redis', () => {
  it('is completed only by the claim that took it', async () => {
    const redisStore = new RedisIdempotencyStore(urls.a());
    const first = await redisStore.begin('cas-key-00001', 'fp', 'token-one');
    expect(first).toMatchObject({ state: 'started' });
    await control.del('yno:idempotency:cas-key-00001');
    await redisStore.begin('cas-key-00001', 'fp', 'token-two');
    // The first request's late complete finds another token: it writes nothing.
    await redisStore.complete((first as { claim: IdempotencyClaim }).claim, {
      status: 200,
      body: { late: true },
    });
    const held = JSON.parse((await control.get('yno:idempotency:cas-key-00001'))!);
    expect(held).toEqual({ fingerprint: 'fp', token: 'token-two' });
    await redisStore.release((first as { claim: IdempotencyClaim }).claim);
    expect(await control.exists('yno:idempotency:cas-key-00001')).toBe(1);
  });
});

describe('CLIENT PAUSE in the middle of a relay', () => {
  it('sends the lead once; repeats get the first answer on both instances, never 409', async () => {
    upstream.answers = [{ status: 201, body: '{"id":"run_p"}', delayMs: 600 }];
    const a = instance(urls.a());
    const b = instance(urls.b());
    const first = a(post('pause-key-0001'));
    await until(() => upstream.received.length === 1);
    await pause(2500);
    const pausedAt = Date.now();
    expect((await first).status).toBe(200);
    // The same instance answers from its copy while Redis is still paused.
    const sameInstance = await a(post('pause-key-0001'));
    expect(Date.now() - pausedAt).toBeLessThan(2500);
    expect(sameInstance.status).toBe(200);
    expect(sameInstance.headers.get('idempotent-replayed')).toBe('true');
    // Another instance, once Redis runs again: the answer is there, not a 409 for 60 s.
    await until(() => Date.now() - pausedAt > 2600);
    const otherInstance = await b(post('pause-key-0001'));
    expect(otherInstance.status).toBe(200);
    expect(otherInstance.headers.get('idempotent-replayed')).toBe('true');
    expect(upstream.received).toHaveLength(1);
  }, 20_000);
});

describe('the breaker opening between begin and complete', () => {
  it('completes in Redis, where the key began: the other instance replays, nothing is sent twice', async () => {
    upstream.answers = [{ status: 201, body: '{"id":"run_b"}', delayMs: 2500 }];
    const a = instance(urls.a());
    const first = a(post('breaker-key-001'));
    await until(() => upstream.received.length === 1);
    // A command of instance a times out in a short pause: its breaker opens for 5 s.
    await pause(1600);
    await withRedis(urls.a(), (client) => client.get('anything')).catch(() => undefined);
    expect((await first).status).toBe(200);
    const b = instance(urls.b());
    await until(async () => {
      const held = await control.get('yno:idempotency:breaker-key-001');
      return held !== null && 'response' in JSON.parse(held);
    }, 3000);
    const repeat = await b(post('breaker-key-001'));
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(upstream.received).toHaveLength(1);
  }, 20_000);

  it('a key taken in memory while Redis was paused ends in Redis as it did here', async () => {
    const a = store(urls.a());
    const b = store(urls.b());
    await pause(1700);
    // The SET times out for this caller but is queued in the paused server, and runs later.
    const begun = await a.begin('late-begin-0001', 'fingerprint');
    expect(begun).toMatchObject({ state: 'started', claim: { store: 'memory' } });
    await sleep(400);
    await a.complete((begun as { claim: IdempotencyClaim }).claim, { status: 200, body: {} });
    await until(() => a.pendingWrites === 0);
    expect(await b.begin('late-begin-0001', 'fingerprint')).toEqual({
      state: 'completed',
      response: { status: 200, body: {} },
    });
  }, 20_000);

  it('a key released in memory is freed in Redis too: a retry runs, no 409 for a minute', async () => {
    const a = store(urls.a());
    const b = store(urls.b());
    await pause(1700);
    const begun = await a.begin('late-begin-0002', 'fingerprint');
    await sleep(400);
    await a.release((begun as { claim: IdempotencyClaim }).claim);
    await until(() => a.pendingWrites === 0);
    expect(await b.begin('late-begin-0002', 'fingerprint')).toMatchObject({ state: 'started' });
  }, 20_000);
});
