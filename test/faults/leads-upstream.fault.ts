import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { outboxLeads } from '@/lib/leads/file-lead-store';
import { freePort, startRedisServer } from '@/test/redis-server.mjs';
import {
  accessRequest,
  FakeWorkflowApi,
  postLead,
  printReport,
  report,
  sleep,
  startSite,
  until,
  type Site,
} from './harness';

/**
 * The workflow API slow, down, or failing, against `next start` servers that drain by
 * themselves every second. A send that got no answer is never repeated while it may still be
 * running; a lead stored while the API is down is delivered once it is back; every send of a
 * lead carries its one Idempotency-Key.
 */
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let control: Redis;
let api: FakeWorkflowApi;
const sites: Site[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  control = new Redis(redis.url);
  api = await new FakeWorkflowApi().listen();
}, 30_000);

afterAll(async () => {
  await Promise.all(sites.map((site) => site.kill()));
  control?.disconnect();
  await api?.close();
  await redis?.stop();
  printReport('leads-upstream');
});

async function site(env: Record<string, string>) {
  const started = await startSite({
    LEADS_OUTBOX_DIR: mkdtempSync(path.join(os.tmpdir(), 'faults-outbox-')),
    LEADS_DRAIN_INTERVAL: '1',
    ...env,
  });
  sites.push(started);
  return started;
}

it('a 30 s workflow API gets each lead once: answered 202 at 5 s, the open send kept, no drain repeats it', async () => {
  const folderSite = await site({ WORKFLOW_API_URL: api.url });
  const redisSite = await site({ WORKFLOW_API_URL: api.url, REDIS_URL: redis.url });

  async function slowLead(target: Site, key: string) {
    api.script(key, { delayMs: 30_000 });
    const answer = await postLead(target, accessRequest(key), key);
    const storedWhileOpen = target.events('lead.stored').length;
    await until(() => api.runsFor(key)[0]?.status === 201, 40_000, 'the slow run answered');
    await until(() => target.events('lead.relayed').some((entry) => entry.late), 5000, 'late');
    // The server's own drain runs every second: give it a few chances to send it again.
    await sleep(4000);
    return { answer, storedWhileOpen };
  }

  const [folder, shared] = await Promise.all([
    slowLead(folderSite, 'fault-slow-folder-1'),
    slowLead(redisSite, 'fault-slow-redis-01'),
  ]);
  for (const [result, key] of [
    [folder, 'fault-slow-folder-1'],
    [shared, 'fault-slow-redis-01'],
  ] as const) {
    expect(result.answer.status).toBe(202);
    expect(result.answer.ms).toBeLessThan(7000);
    expect(result.storedWhileOpen).toBe(1);
    expect(api.runsFor(key)).toHaveLength(1);
  }
  expect(await control.xlen('yno:leads')).toBe(0);
  const folderDir = folderSite.events('lead.stored')[0].where as string;
  expect(await outboxLeads(path.dirname(folderDir))).toEqual([]);
  report('workflow API answering after 30 s', {
    sends: {
      folder: api.runsFor('fault-slow-folder-1').length,
      redis: api.runsFor('fault-slow-redis-01').length,
    },
    visitor: {
      folder: `${folder.answer.status} in ${folder.answer.ms} ms`,
      redis: `${shared.answer.status} in ${shared.answer.ms} ms`,
    },
    storedCopy: 'deleted when the open send succeeded at 30 s; drains every 1 s sent nothing',
  });
}, 90_000);

it('the workflow API down, then back: 202 at once, delivered once by the server’s own drain', async () => {
  const port = await freePort();
  const down = new FakeWorkflowApi();
  const target = await site({ WORKFLOW_API_URL: `http://127.0.0.1:${port}` });
  const key = 'fault-down-up-001';
  const answer = await postLead(target, accessRequest('down'), key);
  await sleep(1500);
  const upAt = Date.now();
  await down.listen(port);
  try {
    await until(() => down.runsFor(key).length === 1, 10_000, 'delivered by the drain');
    const deliveredAfterMs = down.runsFor(key)[0].at - upAt;
    await sleep(3000);
    expect(answer.status).toBe(202);
    expect(answer.ms).toBeLessThan(3000);
    expect(down.runsFor(key)).toHaveLength(1);
    expect(target.events('lead.drained')).toHaveLength(1);
    report('workflow API down, then up', {
      sends: down.runsFor(key).length,
      visitor: `${answer.status} in ${answer.ms} ms`,
      delivered: `by the server’s own drain, ${deliveredAfterMs} ms after the API came back`,
    });
  } finally {
    await down.close();
  }
}, 40_000);

it('a failing workflow API: every send of the lead, request and drain, under one key', async () => {
  const target = await site({ WORKFLOW_API_URL: api.url });
  const key = 'fault-failing-0001';
  api.script(key, { fail: 3, failStatus: 503 });
  const answer = await postLead(target, accessRequest('failing'), key);
  await until(() => api.runsFor(key).some((run) => run.status === 201), 10_000, 'drained');
  await sleep(2500);
  const runs = api.runsFor(key);
  expect(answer.status).toBe(202);
  expect(runs.map((run) => run.status)).toEqual([503, 503, 503, 201]);
  expect(new Set(runs.map((run) => run.idempotencyKey))).toEqual(new Set([key]));
  report('workflow API failing 3 times', {
    sends: runs.length,
    statuses: runs.map((run) => run.status).join(' '),
    runsCreated: 1,
    visitor: `${answer.status} in ${answer.ms} ms`,
  });
}, 40_000);
