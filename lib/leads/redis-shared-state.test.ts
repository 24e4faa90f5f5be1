import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRateLimit } from '@/lib/http/rate-limit';
import type { Log } from '@/lib/log';
import { recordingLog, secondDrainWhileFirstRuns, testLeadHandler } from '@/test/lead-fixtures';
import { closeRedisClients, readyRedis, setRedisLog } from '@/lib/redis/redis-client';
import { startRedisServer } from '@/test/redis-server.mjs';
import { startScriptedUpstream, type ScriptedUpstream } from '@/test/scripted-upstream';
import { drainLeads } from './drain';
import {
  MemoryIdempotencyStore,
  RedisIdempotencyStore,
  SharedIdempotencyStore,
} from './idempotency-store';
import { storeLead } from './lead-storage';
import { fromJsonDataUrl } from './payload';
import { LEADS_STREAM, RedisLeadStore } from './redis-lead-store';
import type { IdempotencyClaim } from './idempotency-store';
import type { StoredLead } from './stored-lead';

/**
 * Rate limits, stored leads and idempotency keys against a real redis-server started for this
 * file on a free loopback port, as two server instances would share it. Stopping it stands for
 * an outage; it keeps its data on disk, as a production Redis holding leads must.
 */
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let upstream: ScriptedUpstream;
let outboxDir: string;
let recording: ReturnType<typeof recordingLog>;
const log: Log = (...args) => recording.log(...args);

beforeAll(async () => {
  // Outages here are on purpose: the breaker's lines would only be noise.
  setRedisLog(() => undefined);
  redis = await startRedisServer({ persistent: true });
  upstream = await startScriptedUpstream();
});

afterAll(async () => {
  await closeRedisClients();
  await redis.stop();
  await upstream.close();
});

beforeEach(async () => {
  recording = recordingLog();
  upstream.reset();
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  await (await reconnected()).flushall();
});

afterEach(() => rm(outboxDir, { recursive: true, force: true }));

/** After an outage the client reconnects on its own within about 2 s. */
async function reconnected() {
  for (let tries = 0; ; tries += 1) {
    try {
      return await readyRedis(redis.url);
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const stored = (n: number): StoredLead => ({
  kind: 'subscribe',
  workflowId: 'subscribe',
  idempotencyKey: `key-000000${n}`,
  receivedAt: new Date().toISOString(),
  lead: { email: `reader${n}@example.com` },
});

const lead = {
  fullName: 'Mei Lin Tan',
  workEmail: 'mei.tan@example.com',
  phoneNumber: '+65 6123 4567',
  companyName: 'Example Logistics',
};

/** One server instance's access-request route: its own handler, the shared Redis. */
function instance() {
  return testLeadHandler(
    { workflowApiUrl: upstream.url, outboxDir, log: recording.log },
    { redisUrl: redis.url },
  );
}

const post = (body: unknown, key = 'lead-key-0001') =>
  new Request('http://localhost/api/access-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

describe('rate limits in Redis', () => {
  it('count one client across instances', async () => {
    const a = createRateLimit({ name: 'test', points: 3, windowSeconds: 60, redisUrl: redis.url });
    const b = createRateLimit({ name: 'test', points: 3, windowSeconds: 60, redisUrl: redis.url });
    const answers = [];
    for (const limit of [a, b, a, b]) answers.push(await limit.take('203.0.113.7'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect((await b.take('198.51.100.1')).allowed).toBe(true);
  });

  it('still hold, in this process, while Redis is down, without waiting on it', async () => {
    const limit = createRateLimit({
      name: 'down',
      points: 2,
      windowSeconds: 60,
      redisUrl: redis.url,
    });
    await redis.stop();
    try {
      const started = Date.now();
      const answers = [];
      for (let n = 0; n < 3; n += 1) answers.push((await limit.take('client')).allowed);
      expect(answers).toEqual([true, true, false]);
      expect((await limit.take('another client')).allowed).toBe(true);
      expect(Date.now() - started).toBeLessThan(300);
    } finally {
      await redis.start();
    }
  });
});

describe('idempotency keys in Redis', () => {
  it('let one of twenty concurrent requests with one key run, across instances', async () => {
    upstream.answers = [{ status: 201, body: '{"id":"run_1"}' }];
    const a = instance();
    const b = instance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b)(post(lead))),
    );
    expect(upstream.received).toHaveLength(1);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(
      true,
    );
  });

  it('replay the first answer to a repeat, and refuse another lead under the key with 422', async () => {
    const a = instance();
    const b = instance();
    expect((await a(post(lead))).status).toBe(200);
    const repeat = await b(post({ ...lead, fullName: ' Mei Lin Tan ' }));
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    const other = await b(post({ ...lead, fullName: 'Somebody Else' }));
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(upstream.received).toHaveLength(1);
  });

  it('fall back to this process while Redis is down, and settle the record there once it is back', async () => {
    const store = new SharedIdempotencyStore(
      new RedisIdempotencyStore(redis.url),
      new MemoryIdempotencyStore(),
      { retryMs: 50 },
    );
    await redis.stop();
    let begun;
    try {
      begun = await store.begin('key-down-1', 'a');
      expect(begun).toMatchObject({ state: 'started', claim: { store: 'memory' } });
      expect(await store.begin('key-down-1', 'a')).toEqual({ state: 'in_progress' });
      await store.complete((begun as { claim: IdempotencyClaim }).claim, { status: 200, body: {} });
      expect(store.pendingWrites).toBe(1);
    } finally {
      await redis.start();
    }
    await reconnected();
    // Another instance, with nothing in its memory, gets the answer from Redis.
    const other = new SharedIdempotencyStore(
      new RedisIdempotencyStore(redis.url),
      new MemoryIdempotencyStore(),
    );
    for (let tries = 0; store.pendingWrites > 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await other.begin('key-down-1', 'a')).toEqual({
      state: 'completed',
      response: { status: 200, body: {} },
    });
  });
});

describe('runs per address in Redis', () => {
  const from = (client: string, key: string) =>
    new Request('http://localhost/api/access-request', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-forwarded-for': client,
      },
      body: JSON.stringify({ ...lead, workEmail: 'ceo@prospect.example' }),
    });

  it('bound what a flood from other clients on two instances sends in one name; the owner gets 2xx', async () => {
    const [a, b] = [1, 2].map(() =>
      testLeadHandler(
        { workflowApiUrl: upstream.url, outboxDir, log: recording.log },
        { redisUrl: redis.url, rateLimit: 3 },
      ),
    );
    const statuses = [];
    for (let n = 0; n < 10; n += 1) {
      statuses.push((await (n % 2 ? a : b)(from(`10.0.0.${n}`, `flood-key-${n}`))).status);
    }
    const own = await a(from('192.0.2.7', 'owner-key-01'));

    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 202)).toHaveLength(7);
    expect(own.status).toBe(202);
    expect(upstream.received).toHaveLength(3);
    const entries = await (await reconnected()).xrange(LEADS_STREAM, '-', '+');
    const held = entries.map(([, fields]) => JSON.parse(fields[1]) as StoredLead);
    expect(held.map((entry) => entry.idempotencyKey)).toContain('owner-key-01');
    expect(held.every((entry) => entry.uncounted && entry.notBefore)).toBe(true);
  });

  it('are counted by the drain, which holds a lead of a spent address and goes on', async () => {
    const store = new RedisLeadStore(redis.url);
    const uncounted = (n: number, email: string): StoredLead => ({
      ...stored(n),
      uncounted: true,
      lead: { email },
    });
    for (let n = 0; n < 3; n += 1) await store.add(uncounted(n, 'ceo@prospect.example'));
    await store.add(uncounted(3, 'reader@example.com'));
    const report = await drainLeads(
      {
        redisUrl: redis.url,
        outboxDir,
        temporaryParent: outboxDir,
        workflowApiUrl: upstream.url,
        retentionMs: 86_400_000,
        workflowIds: ['subscribe'],
        addressRunsPerHour: 2,
      },
      { log, relay: { sleep: async () => undefined } },
    );
    expect(report).toMatchObject({ delivered: 3, held: 1 });
    expect(upstream.received.map((run) => run.headers['idempotency-key'])).toEqual([
      'key-0000000',
      'key-0000001',
      'key-0000003',
    ]);
    const entries = await (await reconnected()).xrange(LEADS_STREAM, '-', '+');
    expect(entries).toHaveLength(1);
    const left = JSON.parse(entries[0][1][1]) as StoredLead;
    expect(left).toMatchObject({ idempotencyKey: 'key-0000002', uncounted: true });
    expect(Date.parse(left.notBefore!) - Date.now()).toBeGreaterThan(59 * 60_000);
  });
});

describe('stored leads in Redis', () => {
  it('are kept in order and deleted only once delivered', async () => {
    const store = new RedisLeadStore(redis.url);
    for (const n of [1, 2, 3]) await store.add(stored(n));
    const seen: string[] = [];
    await store.drain(async (entry) => {
      seen.push(entry.idempotencyKey);
      return entry.idempotencyKey === 'key-0000002' ? 'stop' : 'delivered';
    });
    expect(seen).toEqual(['key-0000001', 'key-0000002']);
    const client = await reconnected();
    expect(await client.xlen(LEADS_STREAM)).toBe(2);
    await store.drain(async () => 'delivered');
    expect(await client.xlen(LEADS_STREAM)).toBe(0);
  });

  it('are drained by one instance at a time', async () => {
    const drains = await secondDrainWhileFirstRuns(
      () => new RedisLeadStore(redis.url),
      stored(1),
      50,
    );
    expect(drains).toEqual({ second: false, first: true });
  });

  it('go to the outbox while Redis is down, and the drain delivers both', async () => {
    const config = { redisUrl: redis.url, outboxDir, temporaryParent: outboxDir };
    expect((await storeLead(config, stored(1), log)).store.name).toBe('redis');
    await redis.stop();
    try {
      expect((await storeLead(config, stored(2), log)).store.name).toBe(outboxDir);
    } finally {
      await redis.start();
    }
    await reconnected();
    const report = await drainLeads(
      {
        ...config,
        workflowApiUrl: upstream.url,
        retentionMs: 86_400_000,
        workflowIds: ['subscribe'],
      },
      { log, relay: { sleep: async () => undefined } },
    );
    expect(report).toMatchObject({ delivered: 2, kept: 0 });
    const emails = upstream.received.map(
      (run) =>
        (fromJsonDataUrl(JSON.parse(run.body).initial_params.json_payload) as { email: string })
          .email,
    );
    expect(emails.sort()).toEqual(['reader1@example.com', 'reader2@example.com']);
  });
});
