import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { recordingLog } from '@/test/lead-fixtures';
import { sampleLeads } from '@/test/sample-leads.mjs';
import { startScriptedUpstream, type ScriptedUpstream } from '@/test/scripted-upstream';
import { createLeadHandler } from './lead-handler';
import { leadKinds, type LeadKind } from './lead-kinds';
import { fromJsonDataUrl } from './payload';

/**
 * Every kind of lead through the one pipeline (lead-handler.test.ts covers it in depth for the
 * access request): the same refusals, the same clean-up of what is relayed, the same
 * Idempotency-Key rules, against a real HTTP server standing in for the workflow API.
 */
let upstream: ScriptedUpstream;
let outboxDir: string;
beforeAll(async () => {
  upstream = await startScriptedUpstream();
});
afterAll(() => upstream.close());
beforeEach(async () => {
  upstream.reset();
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
});
afterEach(() => rm(outboxDir, { recursive: true, force: true }));

const emailField: Record<LeadKind, string> = {
  'access-request': 'workEmail',
  'investor-deck': 'workEmail',
  subscribe: 'email',
};

function handler(kind: LeadKind) {
  return createLeadHandler(kind, {
    config: () => ({
      workflowApiUrl: upstream.url,
      workflowId: kind,
      outboxDir,
      temporaryParent: outboxDir,
      rateLimit: 100,
      siteOrigins: { origins: ['https://www.yno.example'], loopback: false },
      vercel: false,
      trustedProxy: false,
    }),
    // Generous: a loaded machine must not turn a relayed lead into a stored one.
    relay: { answerMs: 5_000, inFlightMs: 10_000, sleep: async () => undefined },
    log: recordingLog().log,
  });
}

let keys = 0;
function post(kind: LeadKind, body: string, headers: Record<string, string> = {}) {
  return new Request(`https://www.yno.example/api/${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'https://www.yno.example',
      'idempotency-key': `kind-key-${String(++keys).padStart(4, '0')}`,
      ...headers,
    },
    body,
  });
}

const relayed = () =>
  upstream.received.map(
    (run) =>
      fromJsonDataUrl(
        (JSON.parse(run.body) as { initial_params: { json_payload: string } }).initial_params
          .json_payload,
      ) as Record<string, string>,
  );

describe.each(leadKinds.map((kind) => [kind]))('POST /api/%s', (kind) => {
  const valid = sampleLeads[kind] as Record<string, string>;
  const email = emailField[kind];

  it.each([
    [
      'another content type',
      () => post(kind, JSON.stringify(valid), { 'content-type': 'text/plain' }),
      415,
    ],
    [
      'a body over the limit',
      () => post(kind, JSON.stringify({ ...valid, padding: 'x'.repeat(200_000) })),
      413,
    ],
    ['invalid JSON', () => post(kind, '{"unterminated": '), 400],
    ['null', () => post(kind, 'null'), 400],
    ['an array', () => post(kind, '[]'), 400],
    ['an unknown key', () => post(kind, JSON.stringify({ ...valid, isAdmin: true })), 400],
    [
      'a foreign Origin',
      () => post(kind, JSON.stringify(valid), { origin: 'https://evil.example' }),
      403,
    ],
  ])('answers %s with a JSON reason, before any upstream call', async (_, request, status) => {
    const response = await handler(kind)(request());
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(upstream.received).toHaveLength(0);
  });

  it.each(['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'])(
    'answers 400 naming a key called %s',
    async (key) => {
      const body = JSON.stringify(valid).replace('{', `{"${key}":1,`);
      const response = await handler(kind)(post(kind, body));
      expect(response.status).toBe(400);
      expect(Object.entries((await response.json()).fields)).toEqual([[key, ['unknown']]]);
    },
  );

  it('answers 400 to a bad email or one with control characters, and relays a good one', async () => {
    const bad = await handler(kind)(
      post(kind, JSON.stringify({ ...valid, [email]: 'not an email' })),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ [email]: ['invalidEmail'] });

    const hidden = await handler(kind)(
      post(kind, JSON.stringify({ ...valid, [email]: `\u202E${valid[email]}\u0000` })),
    );
    expect(hidden.status).toBe(400);
    expect((await hidden.json()).fields).toEqual({ [email]: ['controlCharacters'] });

    const good = await handler(kind)(post(kind, JSON.stringify(valid)));
    expect(good.status).toBe(200);
    expect(relayed().map((lead) => lead[email])).toEqual([valid[email]]);
  });

  it('replays the answer to a repeat and refuses another body under the key with 422', async () => {
    const once = handler(kind);
    const headers = { 'idempotency-key': `kind-repeat-${kind}` };
    expect((await once(post(kind, JSON.stringify(valid), headers))).status).toBe(200);
    const again = await once(post(kind, JSON.stringify(valid), headers));
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await once(
      post(kind, JSON.stringify({ ...valid, [email]: 'someone.else@example.com' }), headers),
    );
    expect(other.status).toBe(422);
    expect(upstream.received).toHaveLength(1);
  });
});

describe('hostile strings in every field of an access request', () => {
  const injections = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE leads; --",
    '{{7*7}} ${7*7}',
    '../../etc/passwd',
    'javascript:alert(document.cookie)',
    '\u0000\u202e\ud83d\ude00',
  ];
  it.each(injections.map((value, index) => [index, value]))(
    'payload %i is answered in JSON, never a 5xx',
    async (_, value) => {
      const valid = sampleLeads['access-request'] as Record<string, string>;
      const lead = Object.fromEntries(
        Object.keys(valid).map((key) => [key, key === 'workEmail' ? valid.workEmail : value]),
      );
      const response = await handler('access-request')(
        post('access-request', JSON.stringify(lead)),
      );
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    },
  );
});
