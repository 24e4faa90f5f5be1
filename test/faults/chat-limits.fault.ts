import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeChatUpstream, readAnswer, type FakeChatUpstream } from './chat-upstream';
import {
  accessRequest,
  printReport,
  report,
  requestFrom,
  startSite,
  until,
  type Site,
} from './harness';

/**
 * The chat relay and the per-client limits on production servers. The chat server runs with a
 * 1 MB young generation, so it collects garbage many times a second, as under memory pressure;
 * its answers are capped at 3 s (CHAT_MAX_ANSWER_SECONDS). The limits server has small limits
 * and no proxy it trusts: a client's own X-Forwarded-For must buy it nothing.
 */
let upstream: FakeChatUpstream;
let chat: Site;
let limits: Site;

beforeAll(async () => {
  upstream = await startFakeChatUpstream();
  [chat, limits] = await Promise.all([
    startSite(
      { AI_CHAT_URL: upstream.url, CHAT_MAX_ANSWER_SECONDS: '3', CHAT_RATE_LIMIT: '1000' },
      { nodeArgs: ['--max-semi-space-size=1'] },
    ),
    startSite({
      CHAT_RATE_LIMIT: '3',
      ACCESS_REQUEST_RATE_LIMIT: '3',
      SEARCH_RATE_LIMIT: '5',
      MCP_RATE_LIMIT: '3',
      MCP_RATE_BURST: '3',
      LEADS_OUTBOX_DIR: mkdtempSync(path.join(os.tmpdir(), 'faults-limits-')),
    }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([chat?.kill(), limits?.kill()]);
  await upstream?.close();
  printReport('chat-limits');
});

const question = { path: '/', messages: [{ role: 'user', content: 'Tell me everything.' }] };

async function ask(signal?: AbortSignal) {
  const response = await fetch(`${chat.url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(question),
    signal,
  });
  expect(response.status).toBe(200);
  return response.body!;
}

async function closed(index: number) {
  await until(() => upstream.connections[index]?.closedAt !== undefined, 10_000, 'socket closed');
  return upstream.connections[index];
}

describe('chat that always stops, on a server busy collecting garbage', () => {
  it('ends an endless answer at the 3 s cap and closes the upstream socket', async () => {
    upstream.script({ everyMs: 50 });
    const index = upstream.connections.length;
    const started = Date.now();
    const answer = await readAnswer(await ask());
    const connection = await closed(index);
    const ranMs = answer.endedAt - started;
    expect(answer.text).toContain('"error":"upstream_timeout"');
    expect(ranMs).toBeGreaterThanOrEqual(2900);
    expect(ranMs).toBeLessThan(6000);
    expect(connection.closedAt! - answer.endedAt).toBeLessThan(1000);
    report('endless answer, cap 3 s', {
      streamMs: ranMs,
      socketClosedAfterEndMs: connection.closedAt! - answer.endedAt,
    });
  }, 30_000);

  it('closes the upstream socket when the visitor leaves mid-answer', async () => {
    upstream.script({ everyMs: 50 });
    const index = upstream.connections.length;
    const visitor = new AbortController();
    const reader = (await ask(visitor.signal)).getReader();
    await reader.read();
    await reader.read();
    const leftAt = Date.now();
    visitor.abort();
    const connection = await closed(index);
    expect(connection.closedAt! - leftAt).toBeLessThan(1000);
    report('visitor leaves mid-answer', { socketClosedAfterMs: connection.closedAt! - leftAt });
  }, 30_000);

  it('cuts an answer past 512 KB and closes the upstream socket', async () => {
    upstream.script({ everyMs: 1, size: 8192 });
    const index = upstream.connections.length;
    const answer = await readAnswer(await ask());
    const connection = await closed(index);
    expect(answer.text).toContain('"error":"answer_too_long"');
    expect(connection.closedAt! - answer.endedAt).toBeLessThan(1000);
    report('answer over 512 KB', {
      relayedBytes: answer.text.length,
      upstreamSentBytes: connection.bytes,
      socketClosedAfterEndMs: connection.closedAt! - answer.endedAt,
    });
  }, 30_000);
});

describe('limits nobody escapes, without a trusted proxy', () => {
  it('six chats with six forged X-Forwarded-For: three pass a limit of 3, and another address still gets through', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const answer = await requestFrom(limits, {
        from: '127.0.0.2',
        method: 'POST',
        path: '/api/chat',
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
        body: question,
      });
      statuses.push(answer.status);
    }
    const other = await requestFrom(limits, {
      from: '127.0.0.3',
      method: 'POST',
      path: '/api/chat',
      body: question,
    });
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(other.status).toBe(200);
    report('forged X-Forwarded-For on /api/chat (limit 3)', {
      forged: statuses.join(' '),
      anotherAddress: other.status,
    });
  }, 30_000);

  it('leads: forged addresses share the sender’s bucket', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const answer = await requestFrom(limits, {
        from: '127.0.0.2',
        method: 'POST',
        path: '/api/access-request',
        headers: { 'x-forwarded-for': `203.0.113.${n}`, 'idempotency-key': `fault-limit-${n}` },
        body: accessRequest(`limited-${n}`),
      });
      statuses.push(answer.status);
    }
    const other = await requestFrom(limits, {
      from: '127.0.0.3',
      method: 'POST',
      path: '/api/access-request',
      headers: { 'idempotency-key': 'fault-limit-other' },
      body: accessRequest('limited-other'),
    });
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(other.status).toBe(202);
    report('forged X-Forwarded-For on /api/access-request (limit 3)', {
      forged: statuses.join(' '),
      anotherAddress: other.status,
    });
  }, 30_000);

  it('/mcp: a batch is refused whole, each message is charged, forged addresses share a bucket', async () => {
    const mcp = (from: string, body: unknown, forwardedFor?: string) =>
      requestFrom(limits, {
        from,
        method: 'POST',
        path: '/mcp',
        headers: {
          accept: 'application/json, text/event-stream',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body,
      });
    const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });
    const batch = await mcp('127.0.0.4', [list(1), list(2)]);
    expect(batch.status).toBe(400);
    expect(JSON.parse(batch.text).error.code).toBe(-32600);
    const statuses: number[] = [];
    let refused: { error?: { code: number } } = {};
    let retryAfter = '';
    // The refused batch still took two of the three messages allowed.
    for (let n = 1; n <= 3; n += 1) {
      const answer = await mcp('127.0.0.4', list(n), `198.51.100.${n}`);
      statuses.push(answer.status);
      if (answer.status === 429) {
        refused = JSON.parse(answer.text);
        retryAfter = String(answer.headers['retry-after']);
      }
    }
    const other = await mcp('127.0.0.5', list(9));
    expect(statuses).toEqual([200, 429, 429]);
    expect(refused.error?.code).toBe(-32000);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(other.status).toBe(200);
    report('/mcp (bursts of 3 messages, 3 a minute)', {
      batchOfTwo: `${batch.status} (JSON-RPC -32600), charged 2`,
      thenForged: statuses.join(' '),
      refused: `JSON-RPC ${refused.error?.code}, Retry-After ${retryAfter}`,
      anotherAddress: other.status,
    });
  }, 30_000);

  it('/search: limited per address, in the visitor’s language', async () => {
    const statuses: number[] = [];
    let refused = '';
    for (let n = 1; n <= 6; n += 1) {
      const answer = await requestFrom(limits, {
        from: '127.0.0.2',
        path: `/fr/search?q=agent${n}`,
        headers: { 'x-forwarded-for': `192.0.2.${n}` },
      });
      statuses.push(answer.status);
      if (answer.status === 429)
        refused = `${answer.text} (Retry-After ${answer.headers['retry-after']})`;
    }
    const other = await requestFrom(limits, { from: '127.0.0.3', path: '/fr/search?q=agent' });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(refused).toMatch(/^Limite de requêtes atteinte/);
    expect(other.status).toBe(200);
    report('/search (limit 5 a minute)', {
      statuses: statuses.join(' '),
      refused,
      anotherAddress: other.status,
    });
  }, 30_000);
});
