import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT, WORKFLOW_API_PORT } from '../playwright.config';
import { startRedisServer } from '../test/redis-server.mjs';
import { startNextInstance, type NextInstance } from './next-instance';

/**
 * Two `next start` instances of the production build sharing one real redis-server, as behind
 * a load balancer: the lead limit is one limit, a lead stored by one is drained by the other
 * exactly once, and a Redis outage loses no lead. They relay to the suite's fake workflow API,
 * scripted per lead by its email.
 */
test.describe.configure({ mode: 'serial' });

const fakeApi = `http://127.0.0.1:${WORKFLOW_API_PORT}`;
const SECRET = 'e2e-drain-secret-0123456789';
const ports = { a: PORT + 6, b: PORT + 7, c: PORT + 8, d: PORT + 9 };
const urls = { a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}` };

let redis: Awaited<ReturnType<typeof startRedisServer>>;
const servers: NextInstance[] = [];

const instanceEnv = (name: string) => ({
  REDIS_URL: redis.url,
  WORKFLOW_API_URL: fakeApi,
  ACCESS_REQUEST_RATE_LIMIT: '10',
  LEADS_DRAIN_SECRET: SECRET,
  TRUSTED_PROXY: '1',
  LEADS_OUTBOX_DIR: path.resolve(`test-results/outbox-shared-${name}`),
  // These tests call the drain route themselves; the last one lets servers drain by themselves.
  LEADS_DRAIN_INTERVAL: '0',
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Persistent, as a production Redis holding the outbox must be: a kill loses nothing.
  redis = await startRedisServer({ persistent: true });
  servers.push(
    ...(await Promise.all([
      startNextInstance(ports.a, instanceEnv('a')),
      startNextInstance(ports.b, instanceEnv('b')),
    ])),
  );
});

test.afterAll(async () => {
  for (const server of servers) server.stop();
  await redis?.stop();
});

let sequence = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${(sequence += 1)}@shared.example`;

const lead = (email: string) => ({
  fullName: 'Mei Lin Tan',
  workEmail: email,
  phoneNumber: '+65 6123 4567',
  companyName: 'Example Logistics',
});

/** One Idempotency-Key per lead, made from its email. */
const keyFor = (email: string) => `key-${email.replace(/[^\w.:-]/g, '_')}`;

function postLead(
  request: APIRequestContext,
  base: string,
  email: string,
  { client = '203.0.113.10', key = keyFor(email) } = {},
) {
  return request.post(`${base}/api/access-request`, {
    data: lead(email),
    headers: { 'idempotency-key': key, 'x-forwarded-for': client },
  });
}

async function runsFor(request: APIRequestContext, email: string) {
  const response = await request.get(`${fakeApi}/__runs?email=${encodeURIComponent(email)}`);
  return (await response.json()) as { status: number; idempotencyKey: string }[];
}

const drain = (request: APIRequestContext, base: string, secret = SECRET) =>
  request.get(`${base}/api/leads/drain`, { headers: { authorization: `Bearer ${secret}` } });

test('one lead limit across both instances: the 11th request in 10 minutes gets 429', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let n = 0; n < 11; n += 1) {
    const base = n % 2 ? urls.b : urls.a;
    const response = await postLead(request, base, uniqueEmail('limit'), {
      client: '198.51.100.7',
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
});

test('a lead stored by instance A while the workflow API fails is delivered once by a drain on B', async ({
  request,
}) => {
  const email = uniqueEmail('drained');
  await request.post(`${fakeApi}/__control`, { data: { email, fail: 3, status: 503 } });
  const stored = await postLead(request, urls.a, email);
  expect(stored.status()).toBe(202);
  expect(await stored.json()).toMatchObject({ status: 'stored' });
  expect((await runsFor(request, email)).map((run) => run.status)).toEqual([503, 503, 503]);

  const report = await drain(request, urls.b);
  expect(report.status()).toBe(200);
  expect(await report.json()).toMatchObject({ configured: true });
  await expect(drain(request, urls.a)).resolves.toBeOK();
  const runs = await runsFor(request, email);
  expect(runs.map((run) => run.status)).toEqual([503, 503, 503, 201]);
  expect(new Set(runs.map((run) => run.idempotencyKey))).toEqual(new Set([keyFor(email)]));
});

test('Redis going down mid-run loses no lead', async ({ request }) => {
  const before = uniqueEmail('before-outage');
  const during = uniqueEmail('during-outage');
  await request.post(`${fakeApi}/__control`, { data: { email: before, fail: 3, status: 503 } });
  await request.post(`${fakeApi}/__control`, { data: { email: during, fail: 3, status: 503 } });
  expect((await postLead(request, urls.a, before)).status()).toBe(202);

  await redis.stop();
  try {
    // Limits and idempotency fall back to each process, the lead to A's outbox folder.
    const response = await postLead(request, urls.a, during);
    expect(response.status()).toBe(202);
    const relayed = await postLead(request, urls.b, uniqueEmail('outage-relayed'));
    expect(relayed.status()).toBe(200);
  } finally {
    await redis.start();
  }
  // The instances reconnect on their own; until then their drains report the store failed.
  await expect(async () => {
    const report = await (await drain(request, urls.a)).json();
    expect(report.failed).toEqual([]);
    for (const email of [before, during]) {
      expect((await runsFor(request, email)).map((run) => run.status)).toEqual([
        503, 503, 503, 201,
      ]);
    }
  }).toPass({ timeout: 20_000 });
});

test('the drain route needs its secret, and does not exist without one', async ({ request }) => {
  expect((await drain(request, urls.a, 'wrong-secret-0123456789')).status()).toBe(401);
  expect((await request.get(`${urls.a}/api/leads/drain`)).status()).toBe(401);
  // The suite's main server has no LEADS_DRAIN_SECRET.
  expect((await drain(request, `http://localhost:${PORT}`)).status()).toBe(404);
});

test('with a drain interval, both instances deliver stored leads by themselves once the workflow API recovers, each once', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const emails = [uniqueEmail('auto-1'), uniqueEmail('auto-2'), uniqueEmail('auto-3')];
  // Three failures answer the lead's own attempts; three more fail the first drain's.
  for (const email of emails) {
    await request.post(`${fakeApi}/__control`, { data: { email, fail: 6, status: 503 } });
  }
  const draining = await Promise.all([
    startNextInstance(ports.c, { ...instanceEnv('c'), LEADS_DRAIN_INTERVAL: '2' }),
    startNextInstance(ports.d, { ...instanceEnv('d'), LEADS_DRAIN_INTERVAL: '2' }),
  ]);
  servers.push(...draining);
  for (const [index, email] of emails.entries()) {
    const base = draining[index % 2].url;
    expect((await postLead(request, base, email)).status()).toBe(202);
  }
  // Nobody calls the drain route: the instances' own drains deliver every lead, once.
  await expect(async () => {
    for (const email of emails) {
      const runs = await runsFor(request, email);
      expect(runs.filter((run) => run.status === 201)).toHaveLength(1);
    }
  }).toPass({ timeout: 30_000 });
  // A few more drain rounds send nothing again.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (const email of emails) {
    const runs = await runsFor(request, email);
    expect(runs.filter((run) => run.status === 201)).toHaveLength(1);
    expect(runs.at(-1)?.status).toBe(201);
    expect(new Set(runs.map((run) => run.idempotencyKey))).toEqual(new Set([keyFor(email)]));
  }
});
