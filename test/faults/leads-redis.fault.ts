import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startRedisServer } from '@/test/redis-server.mjs';
import {
  accessRequest,
  FakeWorkflowApi,
  postLead,
  printReport,
  report,
  startSite,
  sleep,
  until,
  type Site,
} from './harness';

/**
 * Redis pauses or trips the breaker while a lead is on its way. Two `next start` servers share
 * one redis-server, as two instances behind a load balancer do. Whatever Redis does, the
 * workflow API receives each key once, and every repeat gets the first answer: on the same
 * instance at once, on the other once Redis answers again; never a 409 after the first answer.
 */
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let control: Redis;
let api: FakeWorkflowApi;
let a: Site;
let b: Site;

beforeAll(async () => {
  redis = await startRedisServer({ persistent: true });
  control = new Redis(redis.url);
  api = await new FakeWorkflowApi().listen();
  const env = (name: string) => ({
    REDIS_URL: redis.url,
    WORKFLOW_API_URL: api.url,
    LEADS_OUTBOX_DIR: mkdtempSync(path.join(os.tmpdir(), `faults-${name}-`)),
  });
  [a, b] = await Promise.all([startSite(env('a')), startSite(env('b'))]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  control?.disconnect();
  await api?.close();
  await redis?.stop();
  printReport('leads-redis');
});

const pause = (ms: number) => control.call('CLIENT', 'PAUSE', String(ms), 'ALL');
/** The breaker's cool-down (lib/redis/redis-client.ts): a scenario starts with it closed. */
const breakerClosed = () => sleep(5200);

it('CLIENT PAUSE in the middle of a relay: one send, the first answer to every repeat', async () => {
  const key = 'fault-pause-0001';
  const lead = accessRequest('pause');
  api.script(key, { delayMs: 800 });
  const first = postLead(a, lead, key);
  await until(() => api.runsFor(key).length === 1, 10_000, 'the relay reached the API');
  const pausedAt = Date.now();
  await pause(3000);
  const answer = await first;
  const sameInstance = await postLead(a, lead, key);
  const duringPauseMs = Date.now() - pausedAt;
  await until(() => Date.now() - pausedAt > 3200);
  const otherInstance = await postLead(b, lead, key);
  const later = await postLead(a, lead, key);

  expect(answer.status).toBe(200);
  expect(duringPauseMs).toBeLessThan(3000);
  for (const repeat of [sameInstance, otherInstance, later]) {
    expect(repeat).toMatchObject({ status: 200, replayed: true });
  }
  expect(api.runsFor(key)).toHaveLength(1);
  report('CLIENT PAUSE 3 s mid-relay', {
    sends: api.runsFor(key).length,
    first: `${answer.status} in ${answer.ms} ms`,
    repeatSameInstanceDuringPause: `${sameInstance.status} replayed in ${sameInstance.ms} ms`,
    repeatOtherInstanceAfterPause: `${otherInstance.status} replayed in ${otherInstance.ms} ms`,
    repeatLater: `${later.status} replayed`,
  });
}, 30_000);

it('the breaker opens between begin and complete: completed in Redis, one send', async () => {
  await breakerClosed();
  const key = 'fault-breaker-0001';
  const lead = accessRequest('breaker');
  api.script(key, { delayMs: 2500 });
  const first = postLead(a, lead, key);
  await until(() => api.runsFor(key).length === 1, 10_000, 'the relay reached the API');
  // Begun in Redis: the record is there, in progress.
  expect(JSON.parse((await control.get(`yno:idempotency:${key}`))!)).not.toHaveProperty('response');
  // Another request on instance a meets the paused Redis: its command times out and a's
  // breaker opens, while the lead is still at the workflow API.
  await pause(1700);
  const bystander = await postLead(a, accessRequest('bystander'), 'fault-bystander-01');
  const answer = await first;
  const repeat = await postLead(b, lead, key);
  const record = JSON.parse((await control.get(`yno:idempotency:${key}`)) ?? '{}');

  expect(bystander.ms).toBeGreaterThanOrEqual(1400);
  expect(answer.status).toBe(200);
  expect(repeat).toMatchObject({ status: 200, replayed: true });
  expect(record.response).toMatchObject({ status: 200 });
  expect(api.runsFor(key)).toHaveLength(1);
  report('breaker open between begin and complete', {
    sends: api.runsFor(key).length,
    first: `${answer.status} in ${answer.ms} ms`,
    breakerTrippedBy: `a bystander lead answered ${bystander.status} in ${bystander.ms} ms`,
    repeatOtherInstance: `${repeat.status} replayed in ${repeat.ms} ms`,
  });
}, 40_000);

it('the breaker opens during begin and closes before complete: the record ends in Redis, one send', async () => {
  await breakerClosed();
  const key = 'fault-begin-0001';
  const lead = accessRequest('begin');
  api.script(key, { delayMs: 600 });
  await pause(1700);
  const answer = await postLead(a, lead, key);
  await until(
    async () => 'response' in JSON.parse((await control.get(`yno:idempotency:${key}`)) ?? '{}'),
    5000,
    'the answer written back to Redis',
  );
  const repeat = await postLead(b, lead, key);

  expect(answer.status).toBe(200);
  expect(repeat).toMatchObject({ status: 200, replayed: true });
  expect(api.runsFor(key)).toHaveLength(1);
  report('breaker open during begin, closed before complete', {
    sends: api.runsFor(key).length,
    first: `${answer.status} in ${answer.ms} ms`,
    repeatOtherInstance: `${repeat.status} replayed in ${repeat.ms} ms`,
  });
}, 40_000);
