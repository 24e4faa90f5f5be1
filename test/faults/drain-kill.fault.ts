import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, startRedisServer } from '@/test/redis-server.mjs';
import {
  accessRequest,
  FakeWorkflowApi,
  postLead,
  printReport,
  report,
  startSite,
  until,
  type Site,
} from './harness';

/**
 * The server killed (SIGKILL) in the middle of a drain, with a lead at the workflow API: no lead
 * is lost, and the next drain, by the restarted server, sends that lead at most once more,
 * under the same key, without waiting for the dead drain's lock or claim to go stale.
 */
const SECRET = 'faults-drain-secret-0123456789';
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let control: Redis;
const sites: Site[] = [];

beforeAll(async () => {
  redis = await startRedisServer({ persistent: true });
  control = new Redis(redis.url);
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.kill('SIGKILL')));
  control?.disconnect();
  await redis?.stop();
  printReport('drain-kill');
});

const drain = (site: Site) =>
  fetch(`${site.url}/api/leads/drain`, { headers: { authorization: `Bearer ${SECRET}` } });

async function killedMidDrain(store: 'folder' | 'redis') {
  const port = await freePort();
  const env = {
    WORKFLOW_API_URL: `http://127.0.0.1:${port}`,
    LEADS_DRAIN_SECRET: SECRET,
    LEADS_OUTBOX_DIR: mkdtempSync(path.join(os.tmpdir(), 'faults-kill-')),
    ...(store === 'redis' ? { REDIS_URL: redis.url } : {}),
  };
  const keys = [1, 2, 3].map((n) => `fault-kill-${store}-${n}`);
  const first = await startSite(env);
  sites.push(first);
  // The workflow API is down: all three are stored.
  for (const key of keys) expect((await postLead(first, accessRequest(key), key)).status).toBe(202);

  const api = await new FakeWorkflowApi().listen(port);
  try {
    api.script(keys[0], { hang: true });
    void drain(first).catch(() => undefined);
    await until(() => api.runsFor(keys[0]).length === 1, 15_000, 'the drain sent the first lead');
    await first.kill('SIGKILL');
    const stored =
      store === 'redis'
        ? await control.xlen('yno:leads')
        : readdirSync(env.LEADS_OUTBOX_DIR).filter((name) => name.includes('lead-')).length;
    expect(stored).toBe(3);

    api.script(keys[0], {});
    const second = await startSite(env);
    sites.push(second);
    const restartedAt = Date.now();
    const report_ = await (await drain(second)).json();
    const drainMs = Date.now() - restartedAt;
    expect(report_).toMatchObject({ delivered: 3, busy: [] });
    const sends = keys.map((key) => api.runsFor(key).length);
    expect(sends).toEqual([2, 1, 1]);
    for (const key of keys) {
      expect(api.runsFor(key).every((run) => run.idempotencyKey === key)).toBe(true);
      expect(api.runsFor(key).at(-1)?.status).toBe(201);
    }
    if (store === 'redis') expect(await control.xlen('yno:leads')).toBe(0);
    else expect(readdirSync(env.LEADS_OUTBOX_DIR)).toEqual([]);
    report(`SIGKILL mid-drain (${store})`, {
      stored: 3,
      lost: 0,
      sendsPerKey: sends.join(' '),
      firstLead: 'in flight at the kill, sent once more under the same key',
      nextDrain: `delivered 3 in ${drainMs} ms, the dead drain's lock and claim taken over at once`,
    });
  } finally {
    await api.close();
  }
}

it('the outbox folder: no lead lost, the one in flight sent once more, under its key', async () => {
  await killedMidDrain('folder');
}, 60_000);

it('the Redis stream: no lead lost, the one in flight sent once more, under its key', async () => {
  await killedMidDrain('redis');
}, 60_000);
