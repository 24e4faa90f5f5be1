import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { closeRedisClients, readyRedis } from '@/lib/redis/redis-client';
import { startRedisServer } from '@/test/redis-server.mjs';
import { startScriptedUpstream, type ScriptedUpstream } from '@/test/scripted-upstream';
import { drainLeads, type DrainConfig } from './drain';
import { outboxLeads } from './file-lead-store';
import { createLeadHandler } from './lead-handler';
import { LEADS_STREAM } from './redis-lead-store';
import { parseStoredLead } from './stored-lead';

/**
 * Many visitors' leads arrive while several drains run at once, as on a busy server with two
 * instances: every lead answered 2xx is either delivered or still stored, and none is sent
 * twice. Against a real HTTP server for the workflow API and, for the shared store, a real
 * redis-server.
 */
let upstream: ScriptedUpstream;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let dir: string;

beforeAll(async () => {
  upstream = await startScriptedUpstream();
  redis = await startRedisServer();
});
afterAll(async () => {
  await closeRedisClients();
  await redis.stop();
  await upstream.close();
});
beforeEach(async () => {
  upstream.reset();
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const WRITERS = 6;
const LEADS_EACH = 25;
const quiet = () => undefined;

async function race(redisUrl?: string) {
  const storage = { outboxDir: dir, temporaryParent: dir, redisUrl };
  // No workflow API for the form: every lead is stored, and only the drains deliver.
  const handler = createLeadHandler('subscribe', {
    config: () => ({
      ...storage,
      workflowId: 'subscribe',
      rateLimit: 10_000,
      siteOrigins: { origins: ['https://www.yno.example'], loopback: false },
      vercel: false,
      trustedProxy: false,
    }),
    log: quiet,
  });
  const drainConfig: DrainConfig = {
    ...storage,
    workflowApiUrl: upstream.url,
    retentionMs: 86_400_000,
    workflowIds: ['subscribe'],
  };
  let writing = true;
  const answered: string[] = [];
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let n = 0; n < LEADS_EACH; n += 1) {
      const key = `race-${writer}-${n}-key`;
      const response = await handler(
        new Request('http://localhost/api/subscribe', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': key,
            'x-forwarded-for': `127.0.0.${writer + 2}`,
          },
          body: JSON.stringify({ email: `reader-${writer}-${n}@example.com` }),
        }),
      );
      if (response.ok) answered.push(key);
    }
  });
  // Three drains at once, each with its own handle on the stores, as three instances hold.
  const drains = Array.from({ length: 3 }, async () => {
    while (writing) {
      await drainLeads(drainConfig, { log: quiet, relay: { sleep: async () => undefined } });
    }
  });
  await Promise.all(writers);
  writing = false;
  await Promise.all(drains);

  const sent = upstream.received.map((run) => String(run.headers['idempotency-key']));
  const inFolders = (await outboxLeads(dir)).map((lead) => lead.idempotencyKey);
  const inRedis = redisUrl
    ? (await (await readyRedis(redisUrl)).xrange(LEADS_STREAM, '-', '+')).map(
        ([, fields]) => parseStoredLead(fields[1])!.idempotencyKey,
      )
    : [];
  return { answered, sent, stillStored: [...inFolders, ...inRedis] };
}

function expectNothingLostNothingTwice(result: {
  answered: string[];
  sent: string[];
  stillStored: string[];
}) {
  expect(result.answered).toHaveLength(WRITERS * LEADS_EACH);
  expect(new Set(result.sent).size).toBe(result.sent.length);
  expect([...result.sent, ...result.stillStored].sort()).toEqual([...result.answered].sort());
}

it('the outbox folder: every lead answered 2xx is delivered or stored, none twice', async () => {
  const result = await race();
  expectNothingLostNothingTwice(result);
  expect(result.sent.length).toBeGreaterThan(0);
}, 60_000);

it('the Redis stream: every lead answered 2xx is delivered or stored, none twice', async () => {
  await (await readyRedis(redis.url)).flushall();
  const result = await race(redis.url);
  expectNothingLostNothingTwice(result);
  expect(result.sent.length).toBeGreaterThan(0);
}, 60_000);
