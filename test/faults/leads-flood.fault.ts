import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { outboxLeads } from '@/lib/leads/file-lead-store';
import { LEADS_STREAM } from '@/lib/leads/redis-lead-store';
import type { StoredLead } from '@/lib/leads/stored-lead';
import { startRedisServer } from '@/test/redis-server.mjs';
import {
  accessRequest,
  FakeWorkflowApi,
  printReport,
  report,
  requestFrom,
  sleep,
  startSite,
  type Site,
} from './harness';

/**
 * Other clients flood the access request with one person's address. Each client stays inside
 * its own limits (3 per 10 minutes), so all of them together send 10 leads in that name; then
 * the person asks for access themself, from a client of their own. Their request must get a
 * 2xx, and the workflow API must get at most 3 runs in their name (ACCESS_REQUEST_RATE_LIMIT
 * per address per hour), however often the server's own drain runs (every second here).
 * Without Redis on one server, and with Redis on two instances sharing it.
 */
const LIMIT = 3;
const ADDRESS = 'ceo@prospect.example';
const FLOODERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const OWNER = '127.0.0.9';

let api: FakeWorkflowApi;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let control: Redis;
let single: Site;
let outboxDir: string;
let a: Site;
let b: Site;

const lead = () => ({ ...accessRequest('flood'), workEmail: ADDRESS });

beforeAll(async () => {
  api = await new FakeWorkflowApi().listen();
  redis = await startRedisServer({ persistent: true });
  control = new Redis(redis.url);
  outboxDir = mkdtempSync(path.join(os.tmpdir(), 'faults-flood-'));
  const common = {
    WORKFLOW_API_URL: api.url,
    ACCESS_REQUEST_RATE_LIMIT: String(LIMIT),
    LEADS_DRAIN_INTERVAL: '1',
  };
  const shared = (name: string) => ({
    ...common,
    REDIS_URL: redis.url,
    LEADS_OUTBOX_DIR: mkdtempSync(path.join(os.tmpdir(), `faults-flood-${name}-`)),
  });
  [single, a, b] = await Promise.all([
    startSite({ ...common, LEADS_OUTBOX_DIR: outboxDir }),
    startSite(shared('a')),
    startSite(shared('b')),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([single?.kill(), a?.kill(), b?.kill()]);
  control?.disconnect();
  await api?.close();
  await redis?.stop();
  printReport('leads-flood');
});

/** The lead from one loopback client, as a browser there would post it. */
async function send(site: Site, from: string, key: string) {
  const answer = await requestFrom(site, {
    from,
    method: 'POST',
    path: '/api/access-request',
    headers: { 'idempotency-key': key },
    body: lead(),
  });
  return { status: answer.status, retryAfter: answer.headers['retry-after'] };
}

/** Ten leads naming the address, each client inside its own limits, spread over `sites`. */
async function flood(sites: Site[], tag: string) {
  const statuses: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    const from = FLOODERS[Math.floor(n / LIMIT)];
    const answer = await send(sites[n % sites.length], from, `${tag}-flood-${n}`);
    statuses.push(answer.status);
  }
  return statuses;
}

const runsInTheName = (tag: string) =>
  api.runs.filter((run) => run.idempotencyKey?.startsWith(`${tag}-`));

it('without Redis: the owner after a flood from other clients gets 2xx, the workflow API at most 3 runs', async () => {
  const statuses = await flood([single], 'single');
  const own = await send(single, OWNER, 'single-owner-01');
  // The server's own drain runs every second: it must hold the rest too.
  await sleep(3500);
  const runs = runsInTheName('single');
  const held = (await outboxLeads(outboxDir)).filter((stored) =>
    stored.idempotencyKey.startsWith('single-'),
  );

  expect(statuses.every((status) => status === 200 || status === 202)).toBe(true);
  expect(own.status).toBe(202);
  expect(runs).toHaveLength(LIMIT);
  expect(new Set(runs.map((run) => run.idempotencyKey)).size).toBe(LIMIT);
  expect(held.map((stored) => stored.idempotencyKey)).toContain('single-owner-01');
  expect(held).toHaveLength(11 - LIMIT);
  expect(held.every((stored) => stored.uncounted && stored.notBefore)).toBe(true);
  report('flood of 10 naming one address, no Redis', {
    flood: statuses.join(' '),
    owner: own.status,
    runsUpstream: runs.length,
    heldForLaterWindows: held.length,
    drainsMeanwhile: '~3',
  });
}, 30_000);

it('with Redis on two instances: the same bound across both, and the owner gets 2xx', async () => {
  const statuses = await flood([a, b], 'shared');
  const own = await send(b, OWNER, 'shared-owner-01');
  await sleep(3500);
  const runs = runsInTheName('shared');
  const held = (await control.xrange(LEADS_STREAM, '-', '+'))
    .map(([, fields]) => JSON.parse(fields[1]) as StoredLead)
    .filter((stored) => stored.idempotencyKey.startsWith('shared-'));

  expect(statuses.every((status) => status === 200 || status === 202)).toBe(true);
  expect(own.status).toBe(202);
  expect(runs).toHaveLength(LIMIT);
  expect(held.map((stored) => stored.idempotencyKey)).toContain('shared-owner-01');
  expect(held).toHaveLength(11 - LIMIT);
  report('flood of 10 naming one address, two instances on one Redis', {
    flood: statuses.join(' '),
    owner: own.status,
    runsUpstream: runs.length,
    heldForLaterWindows: held.length,
  });
}, 30_000);

it('a client naming one address too often is refused alone; the owner still gets through', async () => {
  const statuses: number[] = [];
  for (let n = 0; n < LIMIT + 1; n += 1) {
    statuses.push((await send(a, '127.0.0.6', `repeat-${n}`)).status);
  }
  const own = await send(a, '127.0.0.10', 'repeat-owner-01');

  expect(statuses.slice(0, LIMIT).every((status) => status === 202)).toBe(true);
  expect(statuses[LIMIT]).toBe(429);
  expect(own.status).toBe(202);
  report('one client naming one address past its limit', {
    answers: statuses.join(' '),
    ownerAfterwards: own.status,
  });
}, 30_000);
