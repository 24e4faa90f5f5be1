import { chmod, mkdir, mkdtemp, readdir, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { recordingLog, testLeadHandler, type LogLine } from '@/test/lead-fixtures';
import { sampleLeads } from '@/test/sample-leads.mjs';
import { outboxLeads } from './file-lead-store';
import { createLeadHandler, type LeadConfig } from './lead-handler';
import { fromJsonDataUrl } from './payload';
import { temporaryOutboxes } from './private-folder';
import {
  closedPortUrl,
  startScriptedUpstream,
  type ScriptedUpstream,
} from '@/test/scripted-upstream';

/**
 * The route handler against a real HTTP server standing in for the workflow API: each test
 * scripts its answers and reads back what arrived.
 */
let upstream: ScriptedUpstream;
beforeAll(async () => {
  upstream = await startScriptedUpstream();
});
afterAll(() => upstream.close());

let recording: ReturnType<typeof recordingLog>;
let logs: LogLine[];
let outboxDir: string;

beforeEach(async () => {
  upstream.reset();
  recording = recordingLog();
  logs = recording.lines;
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
});

afterEach(() => rm(outboxDir, { recursive: true, force: true }));

/** The leads the outbox holds, in order. */
async function storedLeads(dir = outboxDir): Promise<unknown[]> {
  return (await outboxLeads(dir)).map((stored) => stored.lead);
}

const lead = {
  ...sampleLeads['access-request'],
  jobTitle: 'CTO',
  companySize: '250-999',
  useCase: 'Invoice triage',
  additionalInfo: '',
};

function handler(config: Partial<LeadConfig> = {}) {
  return testLeadHandler(
    { workflowApiUrl: upstream.url, outboxDir, log: recording.log },
    { token: 'secret-token', ...config },
  );
}

function post(
  body: BodyInit = JSON.stringify(lead),
  headers: Record<string, string> = { 'idempotency-key': 'lead-key-0001' },
) {
  return new Request('http://localhost/api/access-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('POST /api/access-request with a workflow API', () => {
  it('relays the lead and answers 200', async () => {
    const response = await handler()(post());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'received' });
    expect(upstream.received).toHaveLength(1);
    const [run] = upstream.received;
    expect(run.method).toBe('POST');
    expect(run.url).toBe('/api/workflows/access-request/runs');
    expect(run.headers['content-type']).toBe('application/json');
    expect(run.headers['idempotency-key']).toBe('lead-key-0001');
    expect(run.headers.authorization).toBe('Bearer secret-token');
    const body = JSON.parse(run.body);
    expect(Object.keys(body)).toEqual(['initial_params']);
    expect(fromJsonDataUrl(body.initial_params.json_payload)).toEqual(lead);
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'info',
        event: 'lead.relayed',
        fields: expect.objectContaining({ status: 201, attempts: 1, runId: 'run_1' }),
      }),
    ]);
  });

  it('sends no Authorization header without a token, and any 2xx is success', async () => {
    upstream.answers = [{ status: 204, body: '' }];
    const response = await handler({ token: undefined })(post());
    expect(response.status).toBe(200);
    expect(upstream.received[0].headers.authorization).toBeUndefined();
  });

  it('retries a 503 under the same key: one lead, the same key twice', async () => {
    upstream.answers = [{ status: 503 }, { status: 200, body: '{"id":"run_2"}' }];
    const response = await handler()(post());
    expect(response.status).toBe(200);
    expect(upstream.received.map((r) => r.headers['idempotency-key'])).toEqual([
      'lead-key-0001',
      'lead-key-0001',
    ]);
    expect(upstream.received[0].body).toBe(upstream.received[1].body);
  });

  it('retries 408 and 429 too', async () => {
    upstream.answers = [{ status: 408 }, { status: 429, headers: { 'retry-after': '0' } }];
    expect((await handler()(post())).status).toBe(200);
    expect(upstream.received).toHaveLength(3);
  });

  it('gives up after three attempts, then stores the lead and answers 202', async () => {
    upstream.answers = [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }];
    const response = await handler()(post());
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ status: 'stored' });
    expect(upstream.received).toHaveLength(3);
    expect(logs.find((entry) => entry.event === 'lead.relay_failed')).toMatchObject({
      level: 'error',
      fields: { status: 503, attempts: 3, reason: 'status' },
    });
    expect(await storedLeads()).toEqual([lead]);
  });

  it('does not retry a 400, and keeps that lead too', async () => {
    upstream.answers = [{ status: 400, body: '{"error":"bad"}' }];
    const response = await handler()(post());
    expect(response.status).toBe(202);
    expect(upstream.received).toHaveLength(1);
    expect(await storedLeads()).toEqual([lead]);
  });

  it('never sends again an attempt that got no answer: stores the lead, held, and answers 202', async () => {
    upstream.answers = ['hang', 'hang', 'hang'];
    const started = Date.now();
    const response = await handler()(post());
    expect(response.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(2000);
    // Still unanswered after the in-flight window: given up, never repeated.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(upstream.received).toHaveLength(1);
    expect(logs.find((entry) => entry.event === 'lead.relay_failed')?.fields).toMatchObject({
      reason: 'timeout',
      attempts: 1,
      unsettled: true,
    });
    const [stored] = await outboxLeads(outboxDir);
    // No drain sends it within a minute of the send that may still be running.
    expect(Date.parse(stored.notBefore!) - started).toBeGreaterThanOrEqual(59_000);
    expect(logs.find((entry) => entry.event === 'lead.late_failed')).toBeDefined();
  });

  it('deletes the stored copy when the unanswered send goes through after all', async () => {
    upstream.answers = [{ status: 201, body: '{"id":"run_late"}', delayMs: 450 }];
    const response = await handler()(post());
    expect(response.status).toBe(202);
    expect(await storedLeads()).toEqual([lead]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await storedLeads()).toEqual([]);
    expect(upstream.received).toHaveLength(1);
    expect(logs.find((entry) => entry.fields.late)).toMatchObject({
      event: 'lead.relayed',
      fields: { runId: 'run_late', storedCopy: 'deleted' },
    });
  });

  it('retries network errors', async () => {
    const response = await handler({ workflowApiUrl: await closedPortUrl() })(post());
    expect(response.status).toBe(202);
    expect(logs.find((entry) => entry.event === 'lead.relay_failed')?.fields).toMatchObject({
      reason: 'network',
      attempts: 3,
    });
  });

  it('creates an Idempotency-Key when the client sent none', async () => {
    await handler()(post(JSON.stringify(lead), {}));
    expect(upstream.received[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs personal data', async () => {
    upstream.answers = [
      { status: 503 },
      { status: 201, body: JSON.stringify({ id: 'r', echo: lead }) },
    ];
    await handler()(post());
    const text = JSON.stringify(logs);
    for (const value of Object.values(lead).filter(Boolean)) expect(text).not.toContain(value);
  });
});

describe('POST /api/access-request refuses bad input before any upstream call', () => {
  it.each([
    [
      'another content type',
      () => post(JSON.stringify(lead), { 'content-type': 'text/plain' }),
      415,
    ],
    [
      'a body over the limit',
      () => post(JSON.stringify({ ...lead, useCase: 'x'.repeat(9000) })),
      413,
    ],
    ['invalid JSON', () => post('{"fullName":'), 400],
    ['a missing field', () => post(JSON.stringify({ ...lead, companyName: undefined })), 400],
    ['an unknown field', () => post(JSON.stringify({ ...lead, role: 'admin' })), 400],
    [
      'a malformed Idempotency-Key',
      () => post(JSON.stringify(lead), { 'idempotency-key': 'a b' }),
      400,
    ],
  ])('%s', async (_, request, status) => {
    const response = await handler()(request());
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(upstream.received).toHaveLength(0);
  });

  it.each(['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'])(
    'answers 400 naming an unknown key called %s, which Object.prototype also has',
    async (key) => {
      const response = await handler()(post(JSON.stringify(lead).replace('{', `{"${key}":1,`)));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ error: 'invalid_fields', message: expect.any(String) });
      expect(Object.entries(body.fields)).toEqual([[key, ['unknown']]]);
      expect(upstream.received).toHaveLength(0);
    },
  );

  it('names the field errors', async () => {
    const response = await handler()(
      post(JSON.stringify({ ...lead, companyName: undefined, workEmail: 'x', role: 'admin' })),
    );
    expect(await response.json()).toMatchObject({
      error: 'invalid_fields',
      fields: { companyName: ['required'], workEmail: ['invalidEmail'], role: ['unknown'] },
    });
  });

  it('limits requests per client per 10 minutes, with Retry-After', async () => {
    const limited = handler({ rateLimit: 2 });
    const nth = (n: number) =>
      post(JSON.stringify(lead), { 'idempotency-key': `lead-key-000${n}` });
    expect((await limited(nth(1))).status).toBe(200);
    expect((await limited(nth(2))).status).toBe(200);
    const refused = await limited(nth(3));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(upstream.received).toHaveLength(2);
  });
});

describe('POST /api/access-request and the Origin', () => {
  const forbidden = { error: 'forbidden_origin', message: 'Cross-site requests are refused.' };
  const from = (origin: string, headers: Record<string, string> = {}) =>
    post(JSON.stringify(lead), { 'idempotency-key': 'lead-key-0001', origin, ...headers });

  it.each(['https://evil.example', 'null', 'http://localhost:8080'])(
    'answers 403 to Origin %s, and the upstream never hears of it',
    async (origin) => {
      const response = await handler()(from(origin));
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(forbidden);
      expect(upstream.received).toHaveLength(0);
    },
  );

  it('checks the Origin before anything else, and a refusal spends no rate allowance', async () => {
    const limited = handler({ rateLimit: 1 });
    const refused = await limited(
      post('not json', { origin: 'https://evil.example', 'content-type': 'text/plain' }),
    );
    expect(refused.status).toBe(403);
    expect((await limited(post())).status).toBe(200);
  });

  it('accepts the configured site origin and no Origin at all', async () => {
    expect((await handler()(from('https://www.yno.example'))).status).toBe(200);
    expect((await handler()(post())).status).toBe(200);
    expect(upstream.received).toHaveLength(2);
  });

  it('takes no forwarded host for a witness, even behind a trusted proxy', async () => {
    const forwarded = () =>
      from('https://leads.yno.example', { 'x-forwarded-host': 'leads.yno.example' });
    expect((await handler()(forwarded())).status).toBe(403);
    expect((await handler({ trustedProxy: true })(forwarded())).status).toBe(403);
    const listed = {
      origins: ['https://www.yno.example', 'https://leads.yno.example'],
      loopback: false,
    };
    expect((await handler({ siteOrigins: listed })(forwarded())).status).toBe(200);
  });
});

describe('POST /api/access-request and control characters', () => {
  it('refuses an address typed over two lines with 400 naming the field; nothing is sent or kept', async () => {
    const response = await handler()(
      post(JSON.stringify({ ...lead, workEmail: 'a\r\nb@example.com' })),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_fields',
      fields: { workEmail: ['controlCharacters'] },
    });
    expect(upstream.received).toHaveLength(0);
    expect(await storedLeads()).toEqual([]);
  });

  it('refuses control and bidi characters in every field, never deleting them', async () => {
    const hostile = {
      ...lead,
      fullName: '\u202EMei Lin Tan',
      companyName: 'Example\u001B[2J Logistics',
      useCase: 'Invoice triage\u0000\n\twith approval',
    };
    const response = await handler({ workflowApiUrl: undefined })(post(JSON.stringify(hostile)));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      fullName: ['controlCharacters'],
      companyName: ['controlCharacters'],
      useCase: ['controlCharacters'],
    });
    expect(await storedLeads()).toEqual([]);
  });

  it('relays what the visitor typed, trimmed, with free-text line breaks as line feeds', async () => {
    const typed = {
      ...lead,
      fullName: ' Ana 👩\u200D💻 ',
      jobTitle: 'CTO\r\n',
      useCase: 'Invoice triage\r\n\twith approval',
    };
    expect((await handler()(post(JSON.stringify(typed)))).status).toBe(200);
    const body = JSON.parse(upstream.received[0].body);
    expect(fromJsonDataUrl(body.initial_params.json_payload)).toEqual({
      ...lead,
      fullName: 'Ana 👩\u200D💻',
      jobTitle: 'CTO',
      useCase: 'Invoice triage\n\twith approval',
    });
  });

  it('answers 400 "required" to a required field of invisible characters only', async () => {
    const invisible = {
      ...lead,
      fullName: '\u200B\u200C\u200D\u2060\uFEFF',
      companyName: '\u0000\u202E',
    };
    const response = await handler()(post(JSON.stringify(invisible)));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      fullName: ['required'],
      companyName: ['required'],
    });
    expect(upstream.received).toHaveLength(0);
  });
});

describe('POST /api/access-request without a workflow API', () => {
  it('writes one file to the outbox and answers 202: stored, to be passed on', async () => {
    const response = await handler({ workflowApiUrl: undefined })(post());
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ status: 'stored' });
    const names = await readdir(outboxDir);
    expect(names).toEqual([expect.stringMatching(/^lead-\d{13}-[\w-]+\.json$/)]);
    const file = path.join(outboxDir, names[0]);
    expect(await outboxLeads(outboxDir)).toEqual([
      {
        kind: 'access-request',
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        idempotencyKey: 'lead-key-0001',
        workflowId: 'access-request',
        // Never sent, so not yet counted in its address's runs: the drain that sends it counts it.
        uncounted: true,
        lead,
      },
    ]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(upstream.received).toHaveLength(0);
  });

  it('keeps the lead in a private temporary folder when the outbox cannot be written', async () => {
    const blocked = path.join(outboxDir, 'file');
    await (await import('node:fs/promises')).writeFile(blocked, '');
    const post2 = () => post(JSON.stringify(lead), { 'idempotency-key': 'lead-key-0002' });
    const readOnly = handler({ workflowApiUrl: undefined, outboxDir: blocked });
    expect((await readOnly(post())).status).toBe(202);
    expect((await readOnly(post2())).status).toBe(202);
    const [temporary, ...others] = await temporaryOutboxes(outboxDir);
    expect(others).toEqual([]);
    expect(path.basename(temporary)).toMatch(/^yno-leads-\w{6}$/);
    expect((await stat(temporary)).mode & 0o777).toBe(0o700);
    expect(await storedLeads(temporary)).toEqual([lead, lead]);
    expect(logs.filter((entry) => entry.event === 'lead.store_failed')).toHaveLength(2);
  });

  it.each([
    [
      'writable by others',
      async (dir: string) => {
        await mkdir(dir);
        await chmod(dir, 0o777);
      },
    ],
    [
      'a symlink',
      async (dir: string) => {
        await mkdir(`${dir}-real`, { mode: 0o700 });
        await symlink(`${dir}-real`, dir);
      },
    ],
  ])('never writes to an outbox folder that is %s, and falls back', async (_, make) => {
    const unsafe = path.join(outboxDir, 'unsafe');
    await make(unsafe);
    const response = await handler({ workflowApiUrl: undefined, outboxDir: unsafe })(post());
    expect(response.status).toBe(202);
    expect(await storedLeads(unsafe)).toEqual([]);
    expect(logs.find((entry) => entry.event === 'lead.store_failed')?.fields.error).toMatch(
      /outbox .*(can be written by other users|is a symbolic link)/,
    );
    const [temporary] = await temporaryOutboxes(outboxDir);
    expect(await storedLeads(temporary)).toEqual([lead]);
  });

  it('answers 503 with Retry-After only when neither folder can be written', async () => {
    const fs = await import('node:fs/promises');
    const blocked = path.join(outboxDir, 'file');
    await fs.writeFile(blocked, '');
    const response = await handler({
      workflowApiUrl: undefined,
      outboxDir: blocked,
      temporaryParent: path.join(blocked, 'also-blocked'),
    })(post());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(logs.at(-1)).toMatchObject({
      level: 'error',
      event: 'lead.not_stored',
      fields: { idempotencyKey: 'lead-key-0001' },
    });
    expect(JSON.stringify(logs)).not.toContain(lead.workEmail);
  });
});

describe('POST /api/access-request and the Idempotency-Key, in one process', () => {
  it('relays twenty concurrent requests with one key once; the others hear 409 or the replay', async () => {
    upstream.answers = [{ status: 201, body: '{"id":"run_1"}' }];
    const once = handler();
    const answers = await Promise.all(Array.from({ length: 20 }, () => once(post())));
    expect(upstream.received).toHaveLength(1);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.find((answer) => answer.status === 409)?.headers.get('retry-after')).toBe('1');
  });

  it('replays the answer to a repeat and refuses another lead under the key with 422', async () => {
    const once = handler();
    expect((await once(post())).status).toBe(200);
    const repeat = await once(
      post(JSON.stringify({ ...lead, companyName: ' Example Logistics ' })),
    );
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    const other = await once(post(JSON.stringify({ ...lead, fullName: 'Somebody Else' })));
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(upstream.received).toHaveLength(1);
  });

  it('lets a retry run again after an answer that was not final', async () => {
    const blocked = path.join(outboxDir, 'file');
    await (await import('node:fs/promises')).writeFile(blocked, '');
    let temporaryParent = path.join(blocked, 'also-blocked');
    const flaky = createLeadHandler('access-request', {
      config: () => ({
        workflowId: 'access-request',
        outboxDir: blocked,
        temporaryParent,
        rateLimit: 100,
        siteOrigins: { origins: ['https://www.yno.example'], loopback: false },
        vercel: false,
        trustedProxy: false,
      }),
      log: () => undefined,
    });
    expect((await flaky(post())).status).toBe(503);
    temporaryParent = outboxDir;
    expect((await flaky(post())).status).toBe(202);
    expect(await storedLeads((await temporaryOutboxes(outboxDir))[0])).toEqual([lead]);
  });
});

describe('POST /api/access-request limits per visitor, not for everyone', () => {
  const from = (address: string, n: number, body: object = lead) =>
    post(JSON.stringify(body), {
      'idempotency-key': `visitor-key-${n}`,
      'x-forwarded-for': address,
    });

  it('refuses one client over its limit while another address still gets through', async () => {
    const limited = handler({ rateLimit: 3, workflowApiUrl: undefined });
    const other = (n: number) => ({ ...lead, workEmail: `person${n}@example.com` });
    for (let n = 0; n < 3; n += 1) {
      expect((await limited(from('127.0.0.2', n, other(n)))).status).toBe(202);
    }
    expect((await limited(from('127.0.0.2', 3, other(3)))).status).toBe(429);
    expect((await limited(from('127.0.0.3', 4, other(4)))).status).toBe(202);
  });

  it('a flood naming one address from other clients never refuses that address: 2xx, and at most the hourly runs upstream', async () => {
    const flooded = handler({ rateLimit: 5 });
    const statuses: number[] = [];
    for (let n = 0; n < 9; n += 1) {
      statuses.push((await flooded(from(`10.0.0.${n}`, n))).status);
    }
    // The owner, from a client of their own, after the flood.
    const own = await flooded(from('192.0.2.7', 99));

    expect(statuses).toEqual([200, 200, 200, 200, 200, 202, 202, 202, 202]);
    expect(own.status).toBe(202);
    expect(await own.json()).toMatchObject({ status: 'stored' });
    expect(upstream.received).toHaveLength(5);
    // The rest is held: stored under its own key, uncounted, not before the next window.
    const held = await outboxLeads(outboxDir);
    expect(held.map((stored) => stored.idempotencyKey)).toEqual([
      'visitor-key-5',
      'visitor-key-6',
      'visitor-key-7',
      'visitor-key-8',
      'visitor-key-99',
    ]);
    for (const stored of held) {
      expect(stored.uncounted).toBe(true);
      expect(Date.parse(stored.notBefore!) - Date.now()).toBeGreaterThan(59 * 60_000);
    }
    expect(logs.filter((line) => line.event === 'lead.held')).toHaveLength(5);
    // Another address is not held by it.
    const other = await flooded(from('10.0.0.1', 100, { ...lead, workEmail: 'other@example.com' }));
    expect(other.status).toBe(200);
  });

  it('counts runs per address across clients, but refuses only the client that names it too often', async () => {
    const limited = handler({ rateLimit: 2, workflowApiUrl: undefined });
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await limited(from('10.0.0.1', n))).status);
    expect(statuses).toEqual([202, 202, 429]);
    expect((await limited(from('10.0.0.2', 3))).status).toBe(202);
  });

  it('sends a lead past the runs of its address when nothing could hold it', async () => {
    const serverless = handler({ rateLimit: 1, serverless: true, vercel: true });
    const first = await serverless(
      post(JSON.stringify(lead), {
        'idempotency-key': 'owner-key-01',
        'x-vercel-forwarded-for': '10.0.0.1',
      }),
    );
    const second = await serverless(
      post(JSON.stringify(lead), {
        'idempotency-key': 'owner-key-02',
        'x-vercel-forwarded-for': '10.0.0.2',
      }),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(upstream.received).toHaveLength(2);
    expect(logs.map((line) => line.event)).toContain('lead.held_sent');
  });
});

describe('POST /api/access-request on a serverless host', () => {
  it('answers 503 with Retry-After when the workflow API fails and no Redis can keep the lead', async () => {
    upstream.answers = [{ status: 503 }, { status: 503 }, { status: 503 }];
    const serverless = handler({ serverless: true, vercel: true });
    const response = await serverless(post());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toMatchObject({ error: 'not_stored' });
    expect(await readdir(outboxDir)).toEqual([]);
    // The key was freed: the visitor's retry under it runs again, and is delivered.
    upstream.answers = [{ status: 201, body: '{"id":"run_2"}' }];
    expect((await serverless(post())).status).toBe(200);
  });

  it('waits longer on an unanswered send when nothing could keep the lead, and answers 200 if it goes through', async () => {
    upstream.answers = [{ status: 201, body: '{"id":"run_slow"}', delayMs: 500 }];
    const response = await handler({ serverless: true, vercel: true })(post());
    expect(response.status).toBe(200);
    expect(upstream.received).toHaveLength(1);
  });
});
