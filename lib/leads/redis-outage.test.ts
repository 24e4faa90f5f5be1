import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { closeRedisClients, setRedisLog } from '@/lib/redis/redis-client';
import { consoleLog } from '@/lib/log';
import { recordingLog, testLeadHandler } from '@/test/lead-fixtures';
import { startRedisServer } from '@/test/redis-server.mjs';
import { outboxLeads } from './file-lead-store';

/**
 * REDIS_URL set, nothing listening on it: leads must cost milliseconds, keep their limits and
 * land in the outbox; once redis-server starts on that port the server is back on Redis by
 * itself, and says so once.
 */
let outboxDir: string;
let redis: Awaited<ReturnType<typeof startRedisServer>>;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  redis = await startRedisServer({ started: false });
});

afterAll(async () => {
  setRedisLog(consoleLog);
  await closeRedisClients();
  await redis.stop();
  await rm(outboxDir, { recursive: true, force: true });
});

const percentile95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

it('answers in milliseconds, keeps the limit and stores every lead while Redis is down, then returns to it', async () => {
  const recording = recordingLog();
  setRedisLog(recording.log);
  const handler = testLeadHandler(
    { outboxDir, log: recording.log },
    { redisUrl: redis.url, rateLimit: 10 },
  );
  const post = (n: number) =>
    handler(
      new Request('http://localhost/api/access-request', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `outage-key-${n}`,
          'x-forwarded-for': '127.0.0.2',
        },
        body: JSON.stringify({
          fullName: 'Mei Lin Tan',
          workEmail: `reader${n}@example.com`,
          phoneNumber: '+65 6123 4567',
          companyName: 'Example Logistics',
        }),
      }),
    );

  const times: number[] = [];
  const statuses: number[] = [];
  for (let n = 0; n < 14; n += 1) {
    const started = performance.now();
    statuses.push((await post(n)).status);
    times.push(performance.now() - started);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
  expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  expect(percentile95(times.slice(1))).toBeLessThan(300);
  expect(await outboxLeads(outboxDir)).toHaveLength(10);
  const outage = recording.lines.filter((line) => line.event.startsWith('redis.'));
  expect(outage.map((line) => line.event)).toEqual(['redis.unavailable']);

  await redis.start();
  const deadline = Date.now() + 15_000;
  while (!recording.lines.some((line) => line.event === 'redis.available')) {
    if (Date.now() > deadline) throw new Error('the client did not return to Redis');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Back on Redis: a new client's lead is counted there and stored in its stream.
  const back = await handler(
    new Request('http://localhost/api/access-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.9' },
      body: JSON.stringify({
        fullName: 'Ana Ruiz',
        workEmail: 'ana@example.com',
        phoneNumber: '+34 600 000 000',
        companyName: 'Ejemplo',
      }),
    }),
  );
  expect(back.status).toBe(202);
  expect(recording.lines.at(-1)).toMatchObject({
    event: 'lead.stored',
    fields: { store: 'redis' },
  });
  expect(
    recording.lines.filter((line) => line.event.startsWith('redis.')).map((line) => line.event),
  ).toEqual(['redis.unavailable', 'redis.available']);
}, 30_000);
