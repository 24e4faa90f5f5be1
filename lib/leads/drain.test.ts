import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Log } from '@/lib/log';
import { recordingLog, type LogLine } from '@/test/lead-fixtures';
import { sampleLeads } from '@/test/sample-leads.mjs';
import { startScriptedUpstream, type ScriptedUpstream } from '@/test/scripted-upstream';
import { drainLeads, type DrainConfig } from './drain';
import { createDrainHandler } from './drain-handler';
import { createLeadHandler } from './lead-handler';
import type { LeadKind } from './lead-kinds';
import { FileLeadStore, outboxLeads, setAsideFiles } from './file-lead-store';
import { fromJsonDataUrl } from './payload';

/**
 * Leads stored without Redis, then delivered by a drain to a real HTTP server standing in for
 * the workflow API.
 */
let upstream: ScriptedUpstream;
let dir: string;
let recording: ReturnType<typeof recordingLog>;
let logs: LogLine[];
const log: Log = (...args) => recording.log(...args);

beforeAll(async () => {
  upstream = await startScriptedUpstream();
});
afterAll(() => upstream.close());
beforeEach(async () => {
  upstream.reset();
  recording = recordingLog();
  logs = recording.lines;
  dir = await mkdtemp(path.join(os.tmpdir(), 'drain-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const DAY = 86_400_000;

function storage() {
  // The outbox path runs through a file, so it cannot be written: a read-only disk.
  return {
    outboxDir: path.join(dir, 'read-only', 'outbox'),
    temporaryParent: dir,
  };
}

function config(overrides: Partial<DrainConfig> = {}): DrainConfig {
  return {
    ...storage(),
    workflowApiUrl: upstream.url,
    retentionMs: 30 * DAY,
    workflowIds: ['access-request-workflow', 'investor-deck-workflow', 'subscribe-workflow'],
    ...overrides,
  };
}

/** The site's three forms on a host with no workflow API and a read-only outbox folder. */
async function submitAll() {
  await writeFile(path.join(dir, 'read-only'), '');
  const forms = Object.entries(sampleLeads) as [LeadKind, object][];
  const statuses = [];
  for (const [kind, body] of forms) {
    const handler = createLeadHandler(kind, {
      config: () => ({
        ...storage(),
        workflowId: `${kind}-workflow`,
        rateLimit: 10,
        siteOrigins: { origins: ['https://www.yno.example'], loopback: false },
        vercel: false,
        trustedProxy: false,
      }),
      log,
    });
    const response = await handler(
      new Request(`http://localhost/api/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `key-${kind}` },
        body: JSON.stringify(body),
      }),
    );
    statuses.push(response.status);
  }
  return statuses;
}

it('answers 202 to every kind on a read-only disk, and delivers each once the workflow API is set', async () => {
  expect(await submitAll()).toEqual([202, 202, 202]);

  // No workflow API yet: the drain keeps everything.
  expect(await drainLeads(config({ workflowApiUrl: undefined }), { log })).toMatchObject({
    configured: false,
    delivered: 0,
  });

  const report = await drainLeads(config(), { log, relay: { sleep: async () => undefined } });
  expect(report).toMatchObject({ delivered: 3, kept: 0, expired: 0, failed: [] });
  expect(upstream.received.map((run) => [run.url, run.headers['idempotency-key']])).toEqual([
    ['/api/workflows/access-request-workflow/runs', 'key-access-request'],
    ['/api/workflows/investor-deck-workflow/runs', 'key-investor-deck'],
    ['/api/workflows/subscribe-workflow/runs', 'key-subscribe'],
  ]);
  const investor = fromJsonDataUrl(
    JSON.parse(upstream.received[1].body).initial_params.json_payload,
  );
  expect(investor).toEqual({
    workEmail: 'partner@fund.example',
    investorWebsite: 'https://fund.example/',
  });

  // Delivered leads are gone: a second drain sends nothing.
  expect(await drainLeads(config(), { log })).toMatchObject({ delivered: 0 });
  expect(upstream.received).toHaveLength(3);
});

it('stops while the workflow API fails and keeps the leads in order for the next run', async () => {
  await submitAll();
  upstream.answers = [{ status: 503 }, { status: 503 }, { status: 503 }];
  const failed = await drainLeads(config(), { log, relay: { sleep: async () => undefined } });
  expect(failed).toMatchObject({ delivered: 0, kept: 1 });
  expect(upstream.received).toHaveLength(3);
  const next = await drainLeads(config(), { log, relay: { sleep: async () => undefined } });
  expect(next).toMatchObject({ delivered: 3 });
  expect(upstream.received.slice(3).map((run) => run.headers['idempotency-key'])).toEqual([
    'key-access-request',
    'key-investor-deck',
    'key-subscribe',
  ]);
});

it('deletes leads older than the retention without sending them, and logs it', async () => {
  await submitAll();
  const later = Date.now() + 31 * DAY;
  const report = await drainLeads(config(), { log, now: () => later });
  expect(report).toMatchObject({ expired: 3, delivered: 0 });
  expect(upstream.received).toHaveLength(0);
  expect(logs.filter((entry) => entry.event === 'lead.expired')).toHaveLength(3);
  expect(await drainLeads(config(), { log })).toMatchObject({ expired: 0, delivered: 0 });
});

it('never logs personal data', async () => {
  await submitAll();
  await drainLeads(config(), { log });
  const text = JSON.stringify(logs);
  for (const value of ['Mei Lin Tan', 'mei.tan@example.com', 'partner@fund', 'reader@example']) {
    expect(text).not.toContain(value);
  }
});

it('sends only to the workflows this server is configured with; anything else is set aside and logged', async () => {
  const outbox = path.join(dir, 'outbox');
  const store = new FileLeadStore(outbox);
  const planted = {
    kind: 'subscribe' as const,
    receivedAt: new Date().toISOString(),
    lead: { email: 'planted@evil.example' },
  };
  await store.add({ ...planted, workflowId: 'exfiltrate', idempotencyKey: 'key-planted-1' });
  await store.add({ ...planted, workflowId: 'subscribe-workflow', idempotencyKey: 'key-good-01' });
  await store.add({
    ...planted,
    kind: 'payroll' as never,
    workflowId: 'subscribe-workflow',
    idempotencyKey: 'key-planted-2',
  });
  const report = await drainLeads(config({ outboxDir: outbox }), { log });
  expect(report).toMatchObject({ delivered: 1, setAside: 2 });
  expect(upstream.received.map((run) => run.url)).toEqual([
    '/api/workflows/subscribe-workflow/runs',
  ]);
  expect(
    logs.filter((entry) => entry.event === 'lead.set_aside').map((entry) => entry.fields),
  ).toEqual([
    expect.objectContaining({
      reason: 'unknown_workflow',
      workflowId: 'exfiltrate',
      idempotencyKey: 'key-planted-1',
    }),
    expect.objectContaining({ reason: 'unknown_kind', idempotencyKey: 'key-planted-2' }),
  ]);
  expect(await setAsideFiles(outbox)).toHaveLength(2);
  expect(await outboxLeads(outbox)).toEqual([]);
  // Set aside is out of the way: the next drain sends nothing.
  expect(await drainLeads(config({ outboxDir: outbox }), { log })).toMatchObject({ setAside: 0 });
  expect(upstream.received).toHaveLength(1);
});

it('holds a lead whose send got no answer, and sends it again only after the hold', async () => {
  const outbox = path.join(dir, 'outbox');
  await new FileLeadStore(outbox).add({
    kind: 'subscribe',
    workflowId: 'subscribe-workflow',
    idempotencyKey: 'key-slow-0001',
    receivedAt: new Date().toISOString(),
    lead: { email: 'reader@example.com' },
  });
  upstream.answers = ['hang'];
  const before = Date.now();
  const report = await drainLeads(config({ outboxDir: outbox }), {
    log,
    relay: { answerMs: 100, inFlightMs: 100 },
  });
  expect(report).toMatchObject({ delivered: 0, kept: 1 });
  const [held] = await outboxLeads(outbox);
  expect(Date.parse(held.notBefore!) - before).toBeGreaterThanOrEqual(59_000);
  // Not due: another drain leaves it alone.
  expect(await drainLeads(config({ outboxDir: outbox }), { log })).toMatchObject({ delivered: 0 });
  expect(upstream.received).toHaveLength(1);
  const later = Date.now() + 61_000;
  jest.useFakeTimers({
    now: later,
    doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'nextTick', 'queueMicrotask'],
  });
  try {
    expect(await drainLeads(config({ outboxDir: outbox }), { log })).toMatchObject({
      delivered: 1,
    });
  } finally {
    jest.useRealTimers();
  }
  expect(upstream.received.map((run) => run.headers['idempotency-key'])).toEqual([
    'key-slow-0001',
    'key-slow-0001',
  ]);
});

describe('runs per address', () => {
  const uncounted = (n: number, email: string) => ({
    kind: 'subscribe' as const,
    workflowId: 'subscribe-workflow',
    idempotencyKey: `key-held-000${n}`,
    receivedAt: new Date(Date.now() - 1000 + n).toISOString(),
    uncounted: true as const,
    lead: { email },
  });

  it('sends uncounted leads only while their address has runs left, holds the rest and goes on', async () => {
    const outbox = path.join(dir, 'outbox');
    const store = new FileLeadStore(outbox);
    for (let n = 0; n < 4; n += 1) await store.add(uncounted(n, 'flood@prospect.example'));
    await store.add(uncounted(4, 'someone.else@example.com'));
    const before = Date.now();
    const report = await drainLeads(config({ outboxDir: outbox, addressRunsPerHour: 2 }), {
      log,
    });

    expect(report).toMatchObject({ delivered: 3, held: 2, kept: 0 });
    expect(upstream.received.map((run) => run.headers['idempotency-key'])).toEqual([
      'key-held-0000',
      'key-held-0001',
      'key-held-0004',
    ]);
    const held = await outboxLeads(outbox);
    expect(held.map((lead) => lead.idempotencyKey)).toEqual(['key-held-0002', 'key-held-0003']);
    for (const lead of held) {
      expect(Date.parse(lead.notBefore!) - before).toBeGreaterThan(59 * 60_000);
    }
    // Held: the next drain sends nothing.
    expect(
      await drainLeads(config({ outboxDir: outbox, addressRunsPerHour: 2 }), { log }),
    ).toMatchObject({
      delivered: 0,
    });
    expect(upstream.received).toHaveLength(3);
  });

  it('counts in the same count as the route handlers of this process', async () => {
    const outbox = path.join(dir, 'outbox');
    const handler = createLeadHandler('subscribe', {
      config: () => ({
        outboxDir: outbox,
        temporaryParent: dir,
        workflowApiUrl: upstream.url,
        workflowId: 'subscribe-workflow',
        rateLimit: 3,
        siteOrigins: { origins: ['https://www.yno.example'], loopback: false },
        vercel: false,
        trustedProxy: false,
      }),
      log,
    });
    const statuses = [];
    for (let n = 0; n < 3; n += 1) {
      const response = await handler(
        new Request('http://localhost/api/subscribe', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `key-live-000${n}`,
            'x-forwarded-for': `10.0.0.${n}`,
          },
          body: JSON.stringify({ email: 'shared@prospect.example' }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    // A lead held earlier whose hold is over, while this hour's runs are spent.
    await new FileLeadStore(outbox).add(uncounted(9, 'shared@prospect.example'));
    const report = await drainLeads(config({ outboxDir: outbox, addressRunsPerHour: 3 }), { log });
    expect(report).toMatchObject({ delivered: 0, held: 1 });
    expect(upstream.received).toHaveLength(3);
  });
});

describe('GET /api/leads/drain', () => {
  const report = {
    delivered: 1,
    expired: 0,
    kept: 0,
    held: 0,
    setAside: 0,
    busy: [],
    failed: [],
    configured: true,
  };
  const get = (authorization?: string) =>
    new Request('http://localhost/api/leads/drain', {
      headers: authorization ? { authorization } : {},
    });

  it('does not exist without a secret', async () => {
    const handler = createDrainHandler({
      secrets: () => [undefined, undefined],
      drain: async () => report,
    });
    expect((await handler(get('Bearer anything'))).status).toBe(404);
  });

  it('runs a drain only for the bearer of the secret', async () => {
    let runs = 0;
    const handler = createDrainHandler({
      secrets: () => ['a-long-drain-secret', undefined],
      drain: async () => {
        runs += 1;
        return report;
      },
    });
    expect((await handler(get())).status).toBe(401);
    expect((await handler(get('Bearer a-long-drain-secreT'))).status).toBe(401);
    const ok = await handler(get('Bearer a-long-drain-secret'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual(report);
    expect(runs).toBe(1);
  });

  it('accepts CRON_SECRET, the bearer Vercel Cron sends, as well as LEADS_DRAIN_SECRET', async () => {
    const handler = createDrainHandler({
      secrets: () => ['a-long-drain-secret', 'the-vercel-cron-secret'],
      drain: async () => report,
    });
    expect((await handler(get('Bearer the-vercel-cron-secret'))).status).toBe(200);
    expect((await handler(get('Bearer a-long-drain-secret'))).status).toBe(200);
    expect((await handler(get('Bearer the-vercel-cron-secreT'))).status).toBe(401);
    const cronOnly = createDrainHandler({
      secrets: () => [undefined, 'the-vercel-cron-secret'],
      drain: async () => report,
    });
    expect((await cronOnly(get('Bearer the-vercel-cron-secret'))).status).toBe(200);
  });
});
