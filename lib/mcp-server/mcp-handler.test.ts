/** @jest-environment node */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { RateLimit } from '@/lib/http/rate-limit';
import { createTokenBucket } from '@/lib/http/token-bucket';
import { mcpBudget } from './mcp-budget';
import { createMcpHandler, MAX_BODY_BYTES } from './mcp-handler';
import { pageMarkdown, pagePartMarkdown } from '@/lib/twins/page-markdown';
import { getEnv } from '@/lib/env';
import { fetchPageTool, resolvePagePath, type PageAnswer } from './site-tools';

const SITE = 'https://yno.example';
const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';

const unlimited: RateLimit = { take: async () => ({ allowed: true }) };

/** The budget the site runs with when nothing overrides it: bursts of 120, 60 a minute. */
const budget = mcpBudget(getEnv({} as NodeJS.ProcessEnv));

function handlerWith(limiter: RateLimit = unlimited) {
  return createMcpHandler({
    siteUrl: SITE,
    siteOrigins: { origins: [SITE], loopback: false },
    budget,
    limiter,
    vercel: false,
    trustedProxy: false,
  });
}

/** The site's own limiter with its default budget, counting the messages it lets through. */
function countedBucket() {
  const bucket = createTokenBucket({ name: 'test', ...budget });
  const counted = { allowed: 0, limiter: bucket };
  counted.limiter = {
    take: async (key) => {
      const decision = await bucket.take(key);
      if (decision.allowed) counted.allowed += 1;
      return decision;
    },
  };
  return counted;
}

/** The TypeScript SDK's own client, pinned to one protocol revision, answered by the handler. */
async function connect(version: typeof MODERN | typeof LEGACY, handle = handlerWith()) {
  const client = new Client(
    { name: 'test', version: '1.0.0' },
    version === MODERN ? { versionNegotiation: { mode: { pin: MODERN } } } : {},
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${SITE}/mcp`), {
    fetch: (input, init) => handle(new Request(input, init)),
  });
  await client.connect(transport);
  return client;
}

type Text = { type: string; text: string }[];

describe.each([MODERN, LEGACY] as const)('the MCP endpoint to a %s client', (version) => {
  it('speaks that revision and declares only what it does', async () => {
    const client = await connect(version);
    expect(client.getNegotiatedProtocolVersion()).toBe(version);
    const capabilities = client.getServerCapabilities();
    expect(capabilities?.tools?.listChanged).toBe(false);
    expect(capabilities?.resources?.listChanged).toBe(false);
    expect(capabilities?.resources?.subscribe).toBe(false);
    expect(capabilities?.completions).toEqual({});
    expect(capabilities?.prompts).toBeUndefined();
    expect(capabilities?.logging).toBeUndefined();
    await client.close();
  });

  it('lists three read-only tools, each with an output schema', async () => {
    const client = await connect(version);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_site',
      'fetch_page',
      'list_mcp_servers',
    ]);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.outputSchema?.type).toBe('object');
    }
    await client.close();
  });

  it('searches in the language asked for, with structured results', async () => {
    const client = await connect(version);
    const result = await client.callTool({
      name: 'search_site',
      arguments: { query: 'Idempotenz', locale: 'de', limit: 3 },
    });
    const { results } = result.structuredContent as { results: { url: string }[] };
    expect(results).toHaveLength(3);
    expect(results[0].url).toMatch(/^https:\/\/yno\.example\/de\/.*#idempotency$/);
    expect(JSON.parse((result.content as Text)[0].text)).toEqual(result.structuredContent);
    await client.close();
  });

  it('reads a page as its Markdown twin, plans and prices included', async () => {
    const client = await connect(version);
    const result = await client.callTool({ name: 'fetch_page', arguments: { path: '/pricing' } });
    const [text, facts] = result.content as Text;
    expect(text.text).toMatch(/^# Pricing\n/);
    expect(text.text).toContain('**$1,500** per month');
    expect(text.text).toContain('| Feature | Team | Business | Enterprise |');
    expect(text.text).toBe(await pageMarkdown('pricing', 'en'));
    // The facts about the text, for structured and text-only clients alike; the text once.
    const page = result.structuredContent as Record<string, unknown>;
    expect(page).toEqual({
      url: 'https://yno.example/pricing',
      markdownUrl: 'https://yno.example/pricing.md',
      resourceUri: 'yno://pages/en/pricing',
      locale: 'en',
      title: 'Pricing',
      offset: 0,
      totalChars: text.text.length,
    });
    expect(JSON.parse(facts.text)).toEqual(page);
    await client.close();
  });

  it('reads one section by its heading id, as search results and registry URLs name it', async () => {
    const client = await connect(version);
    const dpa = await client.callTool({
      name: 'fetch_page',
      arguments: { path: '/de/legal/dpa#breach' },
    });
    const [section] = dpa.content as Text;
    expect(section.text).toBe(await pagePartMarkdown('legalDpa', 'de', 'breach'));
    expect(section.text).toMatch(/^## .+ \{#breach\}\n\n/);
    expect(section.text).not.toMatch(/\n## /);
    expect(await pageMarkdown('legalDpa', 'de')).toContain(section.text.trimEnd());
    expect(dpa.structuredContent).toMatchObject({
      url: 'https://yno.example/de/legal/dpa#breach',
      section: 'breach',
      totalChars: section.text.length,
    });

    const search = await client.callTool({
      name: 'search_site',
      arguments: { query: 'breach notification', limit: 20 },
    });
    const { results } = search.structuredContent as { results: { url: string }[] };
    const sectionUrls = results.map((hit) => hit.url).filter((url) => url.includes('#'));
    expect(sectionUrls.length).toBeGreaterThan(0);
    for (const url of sectionUrls) {
      const part = await client.callTool({ name: 'fetch_page', arguments: { path: url } });
      expect(part.isError).toBeFalsy();
      const id = new URL(url).hash.slice(1);
      expect((part.content as Text)[0].text).toMatch(new RegExp(`^#+ .+ \\{#${id}\\}\n`));
    }

    const registry = await client.callTool({
      name: 'list_mcp_servers',
      arguments: { limit: 1 },
    });
    const [server] = (registry.structuredContent as { servers: { url: string; title: string }[] })
      .servers;
    const card = await client.callTool({ name: 'fetch_page', arguments: { path: server.url } });
    const cardText = (card.content as Text)[0].text;
    expect(
      cardText.startsWith(`### ${server.title} {#${new URL(server.url).hash.slice(1)}}\n`),
    ).toBe(true);
    expect(cardText.match(/^### /gm)).toHaveLength(1);

    const missing = await client.callTool({
      name: 'fetch_page',
      arguments: { path: '/legal/dpa#nope' },
    });
    expect(missing.isError).toBe(true);
    expect((missing.content as Text)[0].text).toMatch(/#nope.*breach/s);
    await client.close();
  });

  it('answers a scripted review of 20 questions, three calls each, within its budget', async () => {
    const counted = countedBucket();
    const handle = handlerWith(counted.limiter);
    const started = Date.now();
    const client = await connect(version, handle);
    expect(client.getInstructions()).toContain(
      `bursts of up to ${budget.burst} JSON-RPC messages, refilled at ${budget.perMinute} a minute`,
    );
    const questions = [
      'breach notification',
      'subprocessors',
      'data retention',
      'encryption',
      'SLA uptime',
      'support hours',
      'audit rights',
      'data residency',
      'AI training on customer data',
      'delete my data',
      'security certifications',
      'incident response',
      'pricing',
      'liability',
      'governing law',
      'international transfers',
      'access control',
      'penetration testing',
      'acceptable use',
      'contact legal',
    ];
    for (const query of questions) {
      const search = await client.callTool({ name: 'search_site', arguments: { query } });
      expect(search.isError).toBeFalsy();
      const [first] = (search.structuredContent as { results: { url: string }[] }).results;
      const page = new URL(first.url);
      for (const path of [page.pathname, `${page.pathname}${page.hash}`]) {
        const read = await client.callTool({ name: 'fetch_page', arguments: { path } });
        expect(read.isError).toBeFalsy();
      }
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    // The handshake and 60 tool calls, each one message, none refused.
    expect(counted.allowed).toBeGreaterThanOrEqual(61);
    expect(counted.allowed).toBeLessThanOrEqual(budget.burst);
    await client.close();
  }, 60_000);

  it('reads a page as a resource of its template', async () => {
    const client = await connect(version);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      'yno://pages/{locale}{+path}',
    ]);
    const { contents } = await client.readResource({ uri: 'yno://pages/de/legal/dpa' });
    expect(contents[0].mimeType).toBe('text/markdown');
    expect((contents[0] as { text: string }).text).toMatch(/^# Auftragsverarbeitungsvertrag\n/);
    await expect(client.readResource({ uri: 'yno://pages/de/nope' })).rejects.toThrow();
    await client.close();
  });

  it('refuses URLs of other sites, and says when a page does not exist', async () => {
    const client = await connect(version);
    const foreign = await client.callTool({
      name: 'fetch_page',
      arguments: { path: 'http://evil.example/' },
    });
    expect(foreign.isError).toBe(true);
    expect((foreign.content as Text)[0].text).toMatch(/not on this website/);
    const missing = await client.callTool({ name: 'fetch_page', arguments: { path: '/nope' } });
    expect(missing.isError).toBe(true);
    const invalid = await client.callTool({ name: 'search_site', arguments: { query: '' } });
    expect(invalid.isError).toBe(true);
    await client.close();
  });

  it('filters the registry like its page', async () => {
    const client = await connect(version);
    const result = await client.callTool({
      name: 'list_mcp_servers',
      arguments: { hosting: 'remote', transport: 'streamable-http' },
    });
    const { total, servers } = result.structuredContent as {
      total: number;
      servers: { hostings: string[]; transports: string[] }[];
    };
    expect(total).toBeGreaterThan(0);
    for (const server of servers) {
      expect(server.hostings).toContain('remote');
      expect(server.transports).toContain('streamable-http');
    }
    await client.close();
  });
});

describe('the MCP endpoint over HTTP', () => {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': LEGACY,
  };
  const post = (body: unknown, extra: Record<string, string> = {}) =>
    new Request(`${SITE}/mcp`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { ...headers, ...extra },
    });
  const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });

  it('refuses batches with a JSON-RPC error', async () => {
    const response = await handlerWith()(post([list(1), list(2)]));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.jsonrpc).toBe('2.0');
    expect(body.error.code).toBe(-32600);
  });

  it('charges the rate limit per message, and answers 429 as JSON-RPC with Retry-After', async () => {
    let points = 3;
    const limiter: RateLimit = {
      take: async () =>
        points-- > 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: 7 },
    };
    const handle = handlerWith(limiter);
    const batch = await handle(post([list(1), list(2), list(3), list(4)]));
    expect(batch.status).toBe(429);
    const refused = await handle(post(list(9)));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(await refused.json()).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: { code: -32000, message: expect.any(String), data: { retryAfterSeconds: 7 } },
    });
  });

  it("refuses a Host that is not the site's own, as a page on a rebound name would send", async () => {
    const handle = handlerWith();
    for (const host of ['evil.example', 'localhost:3000', 'yno.example.evil.example']) {
      const response = await handle(post(list(1), { host }));
      expect([host, response.status]).toEqual([host, 403]);
      expect((await response.json()).error.code).toBe(-32600);
    }
    expect((await handle(post(list(1), { host: 'yno.example' }))).status).toBe(200);
  });

  it('refuses a protocol version that is not a revision, without repeating it', async () => {
    const handle = handlerWith();
    const long = await handle(post(list(1), { 'mcp-protocol-version': '9'.repeat(8000) }));
    expect(long.status).toBe(400);
    const text = await long.text();
    expect(text).not.toContain('9'.repeat(20));
    expect(JSON.parse(text).error.code).toBe(-32600);
    for (const [name, value] of long.headers)
      expect([name, value.length < 200]).toEqual([name, true]);
    // A date the SDK does not speak gets the SDK's 400, which can repeat ten characters at most.
    const unknown = await handle(post(list(1), { 'mcp-protocol-version': '1999-01-01' }));
    expect(unknown.status).toBe(400);
    expect((await handle(post(list(1)))).status).toBe(200);
  });

  it('refuses a flood from one client with 429 and Retry-After, and serves other clients', async () => {
    const handle = handlerWith(countedBucket().limiter);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const statuses: number[] = [];
    for (let id = 1; id <= budget.burst + 30; id += 1)
      statuses.push((await handle(post(list(id), from('203.0.113.7')))).status);
    // A burst's worth passes (and what refilled meanwhile), then every message is refused.
    const passed = statuses.indexOf(429);
    expect(passed).toBeGreaterThanOrEqual(budget.burst);
    expect(passed).toBeLessThan(budget.burst + 10);
    expect(statuses.slice(passed + 10).every((status) => status === 429)).toBe(true);
    const refused = await handle(post(list(999), from('203.0.113.7')));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = await refused.json();
    expect(body.error.code).toBe(-32000);
    expect(body.error.message).toContain(`bursts of ${budget.burst} messages`);
    expect((await handle(post(list(1), from('203.0.113.8')))).status).toBe(200);
  });

  it('sends a page once: its Markdown as text, the facts beside it', async () => {
    const markdown = await pageMarkdown('mcpRegistry', 'en');
    const response = await handlerWith()(
      post({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'fetch_page', arguments: { path: '/mcp-registry' } },
      }),
    );
    const raw = await response.text();
    const json = raw.startsWith('{') ? raw : raw.replace(/^[\s\S]*?^data: /m, '').split('\n')[0];
    const { result } = JSON.parse(json);
    expect(result.content[0].text).toBe(markdown);
    // JSON escapes add a little to the text; a second copy would double it.
    expect(raw.length).toBeLessThan(markdown.length * 1.15 + 2000);
    expect(raw.split(JSON.stringify(markdown.slice(0, 200)).slice(1, -1))).toHaveLength(2);
    const facts = JSON.parse(result.content[1].text);
    expect(facts).toEqual(result.structuredContent);
    expect(facts).toMatchObject({ offset: 0, totalChars: markdown.length });
    expect(facts.markdown).toBeUndefined();
  });

  it('tells a text-only client how long the text is and where it continues', async () => {
    const client = await connect(LEGACY);
    const whole = await pageMarkdown('docsWorkerContract', 'en');
    const parts: string[] = [];
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      const result = await client.callTool({
        name: 'fetch_page',
        arguments: { path: '/docs/worker-contract', offset, maxChars: 10_000 },
      });
      // Read as a client that ignores structuredContent: the text, then its facts as JSON.
      const [text, facts] = (result.content as Text).map((block) => block.text);
      const { totalChars, nextOffset } = JSON.parse(facts) as {
        totalChars: number;
        nextOffset?: number;
      };
      expect(totalChars).toBe(whole.length);
      expect(text.length).toBeLessThanOrEqual(10_000);
      parts.push(text);
      offset = nextOffset;
    }
    expect(parts.length).toBe(4);
    expect(parts.join('')).toBe(whole);
    await client.close();
  });

  it('refuses foreign origins, other methods, bodies that are not JSON and oversized ones', async () => {
    const handle = handlerWith();
    const foreign = await handle(post(list(1), { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe(-32600);
    for (const method of ['GET', 'DELETE']) {
      const response = await handle(new Request(`${SITE}/mcp`, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('OPTIONS, POST');
    }
    const options = await handle(new Request(`${SITE}/mcp`, { method: 'OPTIONS' }));
    expect(options.headers.get('allow')).toBe('OPTIONS, POST');
    const garbled = await handle(post('{"jsonrpc":'));
    expect(garbled.status).toBe(400);
    expect((await garbled.json()).error.code).toBe(-32700);
    const huge = await handle(post({ pad: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(huge.status).toBe(413);
  });
});

describe('fetchPageTool', () => {
  it('gives a long page in parts cut at line ends, each continuing where the last stopped', async () => {
    const whole = await pageMarkdown('docsWorkerContract', 'en');
    const parts: string[] = [];
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      const part: PageAnswer = (await fetchPageTool(
        SITE,
        { id: 'docsWorkerContract', locale: 'en' },
        offset,
        5000,
      ))!;
      expect(part.markdown.length).toBeLessThanOrEqual(5000);
      expect(part.totalChars).toBe(whole.length);
      parts.push(part.markdown);
      if (part.nextOffset !== undefined) expect(part.markdown.endsWith('\n')).toBe(true);
      offset = part.nextOffset;
    }
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.join('')).toBe(whole);
  });
});

describe('resolvePagePath', () => {
  const own = ['yno.example'];
  it.each([
    ['/docs/mcp', 'docsMcp', 'en'],
    ['/de/legal/dpa.md', 'legalDpa', 'de'],
    ['https://yno.example/fr/api?x=1', 'api', 'fr'],
    ['pricing/', 'pricing', 'en'],
    ['/de/index.md', 'home', 'de'],
    ['/', 'home', 'en'],
  ])('reads %s as a page', (path, id, locale) => {
    expect(resolvePagePath(path, own)).toEqual({ id, locale });
  });

  it('reads a fragment as the id of one heading', () => {
    expect(resolvePagePath('https://yno.example/fr/api#errors', own)).toEqual({
      id: 'api',
      locale: 'fr',
      section: 'errors',
    });
    expect(resolvePagePath('/legal/dpa.md#breach', own)).toEqual({
      id: 'legalDpa',
      locale: 'en',
      section: 'breach',
    });
  });

  it('calls URLs of other hosts and schemes foreign', () => {
    for (const url of ['http://evil.example/', '//evil.example/pricing', 'file:///etc/passwd'])
      expect(resolvePagePath(url, own)).toBe('foreign');
  });
});
