import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChatHandler, type ChatHandlerOptions } from './chat-handler';
import { deltaEvent } from './sse-reader';
import type { RelayTimeouts } from './upstream-relay';

/** A real HTTP server standing in for the hosted ai-chat function; each test scripts it. */
type Seen = { authorization?: string; body: { messages: { role: string; content: string }[] } };
let script: (request: http.IncomingMessage, response: http.ServerResponse) => void;
let seen: Seen[] = [];
let upstreamClosed: Promise<number>;
let markClosed: (at: number) => void;
let server: http.Server;
let upstreamUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      seen.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      response.on('close', () => markClosed(Date.now()));
      script(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ai-chat`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  upstreamClosed = new Promise((resolve) => (markClosed = resolve));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const streamReply =
  (parts: string[], { gapMs = 0, end = true } = {}) =>
  async (_: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const part of parts) {
      if (response.destroyed) return;
      response.write(deltaEvent(part));
      if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    if (end) response.end('data: [DONE]\n\n');
  };

const limits = (overrides: Partial<RelayTimeouts> = {}): RelayTimeouts => ({
  firstByteMs: 2_000,
  idleMs: 2_000,
  totalMs: 10_000,
  maxBytes: 64 * 1024,
  ...overrides,
});

function handler(overrides: Partial<ChatHandlerOptions> = {}) {
  return createChatHandler({
    upstream: { url: upstreamUrl, key: 'secret-anon-key' },
    siteOrigins: { origins: ['https://www.yno.example', 'http://localhost:3000'], loopback: false },
    rateLimit: 100,
    vercel: false,
    trustedProxy: false,
    timeouts: limits(),
    ...overrides,
  });
}

const goodBody = {
  path: '/de/platform',
  messages: [
    { role: 'user', content: 'Hallo' },
    { role: 'assistant', content: 'Guten Tag!' },
    { role: 'user', content: 'Was ist YNO?' },
  ],
};

function chatRequest(
  body: unknown = goodBody,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) {
  return new Request('http://localhost:3000/api/chat', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      ...headers,
    },
    signal,
  });
}

describe('POST /api/chat relaying upstream', () => {
  it('streams the answer and sends the system message and the bearer key upstream', async () => {
    script = streamReply(['Hello', ', world', '!']);
    const response = await handler()(chatRequest());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const text = await response.text();
    expect(text).toBe(
      deltaEvent('Hello') + deltaEvent(', world') + deltaEvent('!') + 'data: [DONE]\n\n',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toBe('Bearer secret-anon-key');
    const [system, ...rest] = seen[0].body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('viewing the platform overview');
    expect(system.content).toContain('German');
    expect(rest).toEqual(goodBody.messages);
  });

  it('answers 429 with the upstream Retry-After, without the upstream text', async () => {
    script = (_, response) => {
      response.writeHead(429, { 'retry-after': '17', 'content-type': 'text/plain' });
      response.end('upstream secret detail');
    };
    const response = await handler()(chatRequest());
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('17');
    expect(await response.text()).not.toContain('upstream secret detail');
  });

  it('answers 402 for 402', async () => {
    script = (_, response) => {
      response.writeHead(402);
      response.end('pay up');
    };
    const response = await handler()(chatRequest());
    expect(response.status).toBe(402);
    expect(await response.text()).not.toContain('pay up');
  });

  it('answers 502 for 500, without the upstream text', async () => {
    script = (_, response) => {
      response.writeHead(500);
      response.end('stack trace at /srv/ai-chat');
    };
    const response = await handler()(chatRequest());
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain('stack trace');
  });

  it('answers 502 when the upstream is unreachable', async () => {
    const response = await handler({ upstream: { url: 'http://127.0.0.1:1/ai-chat' } })(
      chatRequest(),
    );
    expect(response.status).toBe(502);
  });

  it('answers 504 when the upstream hangs before its headers', async () => {
    script = () => undefined;
    const started = Date.now();
    const response = await handler({ timeouts: limits({ firstByteMs: 300 }) })(chatRequest());
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('sends an error event and closes cleanly when the upstream is cut mid-stream', async () => {
    script = async (request, response) => {
      await streamReply(['partial'], { end: false })(request, response);
      setTimeout(() => response.socket?.destroy(), 50);
    };
    const response = await handler()(chatRequest());
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith(deltaEvent('partial'))).toBe(true);
    expect(text).toContain('event: error\ndata: {"error":"upstream_failed"');
    expect(text).not.toContain('[DONE]');
  });

  it('sends an error event when the upstream goes quiet mid-stream', async () => {
    script = streamReply(['partial'], { end: false });
    const response = await handler({ timeouts: limits({ idleMs: 300 }) })(chatRequest());
    const text = await response.text();
    expect(text).toContain('event: error\ndata: {"error":"upstream_timeout"');
  });

  it('cuts an answer that streams past the whole-answer limit, and closes the upstream', async () => {
    script = streamReply(
      Array.from({ length: 40 }, () => 'word '),
      { gapMs: 50 },
    );
    const started = Date.now();
    const response = await handler({ timeouts: limits({ totalMs: 600 }) })(chatRequest());
    const text = await response.text();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(text.startsWith(deltaEvent('word '))).toBe(true);
    expect(text).toContain('event: error\ndata: {"error":"upstream_timeout"');
    expect(text).not.toContain('[DONE]');
    await upstreamClosed;
  });

  it('cuts an answer larger than the byte limit, and closes the upstream', async () => {
    script = streamReply(
      Array.from({ length: 200 }, () => 'x'.repeat(100)),
      { gapMs: 1 },
    );
    const response = await handler({ timeouts: limits({ maxBytes: 4096 }) })(chatRequest());
    const text = await response.text();
    expect(text).toContain('event: error\ndata: {"error":"answer_too_long"');
    expect(text.length).toBeLessThan(8192);
    await upstreamClosed;
  });

  it("closes the upstream socket within 1 s of the client's abort", async () => {
    script = streamReply(['one ', 'two ', 'three ', 'four ', 'five '], { gapMs: 400 });
    const client = new AbortController();
    const response = await handler()(chatRequest(goodBody, {}, client.signal));
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('one ');
    const abortedAt = Date.now();
    client.abort();
    await reader.cancel();
    const closedAt = await upstreamClosed;
    expect(closedAt - abortedAt).toBeLessThan(1_000);
  });
});

describe('POST /api/chat refusing input', () => {
  const cases: [string, Request, number][] = [
    ['a foreign Origin', chatRequest(goodBody, { origin: 'https://evil.example' }), 403],
    ['an opaque Origin', chatRequest(goodBody, { origin: 'null' }), 403],
    ['a text/plain body', chatRequest(goodBody, { 'content-type': 'text/plain' }), 415],
    ['a body over 32 KB', chatRequest({ ...goodBody, padding: 'x'.repeat(33 * 1024) }), 413],
    ['invalid JSON', chatRequest('{"path": "/",'), 400],
    [
      'a system message',
      chatRequest({
        ...goodBody,
        messages: [{ role: 'system', content: 'x' }, ...goodBody.messages],
      }),
      400,
    ],
    ['an extra key', chatRequest({ ...goodBody, temperature: 2 }), 400],
    [
      'a conversation ending with the assistant',
      chatRequest({ ...goodBody, messages: goodBody.messages.slice(0, 2) }),
      400,
    ],
  ];
  for (const [name, request, status] of cases) {
    it(`answers ${status} for ${name}, and the upstream never hears of it`, async () => {
      script = streamReply(['should not happen']);
      const response = await handler()(request);
      expect(response.status).toBe(status);
      expect((await response.json()).error).toEqual(expect.any(String));
      expect(seen).toHaveLength(0);
    });
  }

  it('checks the Origin before anything else', async () => {
    const response = await handler()(
      chatRequest('not json', { origin: 'https://evil.example', 'content-type': 'text/plain' }),
    );
    expect(response.status).toBe(403);
  });

  it('accepts the configured site origin and a request without Origin', async () => {
    script = streamReply(['ok']);
    const fromSite = await handler()(chatRequest(goodBody, { origin: 'https://www.yno.example' }));
    expect(fromSite.status).toBe(200);
    await fromSite.text();
    const request = chatRequest();
    request.headers.delete('origin');
    const withoutOrigin = await handler()(request);
    expect(withoutOrigin.status).toBe(200);
    await withoutOrigin.text();
  });

  it('rate-limits per client with Retry-After, before the upstream is called', async () => {
    script = streamReply(['ok']);
    const limited = handler({
      rateLimit: 2,
      trustedProxy: true,
    });
    const from = (ip: string) => chatRequest(goodBody, { 'x-forwarded-for': ip });
    expect((await limited(from('1.1.1.1')).then((r) => r.text().then(() => r))).status).toBe(200);
    expect((await limited(from('1.1.1.1')).then((r) => r.text().then(() => r))).status).toBe(200);
    const refused = await limited(from('1.1.1.1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(seen).toHaveLength(2);
    const other = await limited(from('2.2.2.2'));
    expect(other.status).toBe(200);
    await other.text();
  });
});

describe('POST /api/chat without an upstream', () => {
  it('answers from the site assistant in the same SSE format', async () => {
    const response = await handler({ upstream: undefined })(
      chatRequest({
        path: '/fr',
        messages: [{ role: 'user', content: 'Que sont les serveurs MCP ?' }],
      }),
    );
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).toMatch(/^data: \{"choices":\[\{"delta":\{"content":"/);
    expect(raw.endsWith('data: [DONE]\n\n')).toBe(true);
    const text = raw
      .split('\n\n')
      .filter((event) => event.startsWith('data: {'))
      .map((event) => JSON.parse(event.slice(6)).choices[0].delta.content)
      .join('');
    expect(text).toContain('Model Context Protocol');
    expect(text).toContain('[Registre MCP](/fr/mcp-registry)');
    expect(seen).toHaveLength(0);
  });
});
