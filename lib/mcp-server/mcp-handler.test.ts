/** @jest-environment node */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RateLimit } from '@/lib/http/rate-limit';
import { createMcpHandler } from './mcp-handler';
import { MAX_ANSWER_CHARS, resolvePagePath } from './site-tools';

const SITE = 'https://yno.example';

function handlerWith(limiter: RateLimit = { take: async () => ({ allowed: true }) }) {
  return createMcpHandler({ siteUrl: SITE, limiter, vercel: false, trustedProxy: false });
}

/** The SDK's own client, its requests answered by the handler. */
async function connect(handle = handlerWith()) {
  const client = new Client({ name: 'test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${SITE}/mcp`), {
    fetch: (input, init) => handle(new Request(input, init)),
  });
  await client.connect(transport);
  return client;
}

type Text = { type: 'text'; text: string }[];

describe('the MCP endpoint', () => {
  it('lists its three read-only tools', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'fetch_page',
      'list_mcp_servers',
      'search_site',
    ]);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
    await client.close();
  });

  it('searches the site, in the language asked for', async () => {
    const client = await connect();
    const result = await client.callTool({
      name: 'search_site',
      arguments: { query: 'idempotency' },
    });
    const { results } = JSON.parse((result.content as Text)[0].text);
    expect(results[0].url).toMatch(/^https:\/\/yno\.example\/(api|docs\/[\w-]+)#idempotency$/);
    const german = await client.callTool({
      name: 'search_site',
      arguments: { query: 'Idempotenz', locale: 'de', limit: 3 },
    });
    const found = JSON.parse((german.content as Text)[0].text).results;
    expect(found).toHaveLength(3);
    expect(found[0].url).toMatch(/^https:\/\/yno\.example\/de\//);
    await client.close();
  });

  it('fetches a page as Markdown by path or URL, and says when there is none', async () => {
    const client = await connect();
    const page = await client.callTool({
      name: 'fetch_page',
      arguments: { path: '/de/legal/dpa' },
    });
    expect((page.content as Text)[0].text).toMatch(
      /^Source: https:\/\/yno\.example\/de\/legal\/dpa\n\n# /,
    );
    const other = await client.callTool({
      name: 'fetch_page',
      arguments: { path: `${SITE}/pricing` },
    });
    expect((other.content as Text)[0].text.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS + 200);
    const missing = await client.callTool({ name: 'fetch_page', arguments: { path: '/nope' } });
    expect(missing.isError).toBe(true);
    await client.close();
  });

  it('filters the registry like its page', async () => {
    const client = await connect();
    const result = await client.callTool({
      name: 'list_mcp_servers',
      arguments: { hosting: 'remote', transport: 'streamable-http' },
    });
    const { total, servers } = JSON.parse((result.content as Text)[0].text);
    expect(total).toBeGreaterThan(0);
    for (const server of servers) {
      expect(server.hostings).toContain('remote');
      expect(server.transports).toContain('streamable-http');
    }
    await client.close();
  });

  it('rejects invalid input with a tool error', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'search_site', arguments: { query: '' } });
    expect(result.isError).toBe(true);
    await client.close();
  });

  it('refuses foreign origins, GET, oversized bodies and clients over their limit', async () => {
    const handle = handlerWith();
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    const foreign = await handle(
      new Request(`${SITE}/mcp`, {
        method: 'POST',
        body,
        headers: { ...headers, origin: 'https://evil.example' },
      }),
    );
    expect(foreign.status).toBe(403);
    expect((await handle(new Request(`${SITE}/mcp`))).status).toBe(405);
    const huge = await handle(
      new Request(`${SITE}/mcp`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ pad: 'x'.repeat(20_000) }),
      }),
    );
    expect(huge.status).toBe(413);
    const limited = handlerWith({ take: async () => ({ allowed: false, retryAfterSeconds: 7 }) });
    const refused = await limited(new Request(`${SITE}/mcp`, { method: 'POST', body, headers }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
  });

  it.each([
    ['/docs/mcp', 'docsMcp', 'en'],
    ['/de/legal/dpa.md', 'legalDpa', 'de'],
    ['https://yno.example/fr/api#errors', 'api', 'fr'],
    ['pricing/', 'pricing', 'en'],
  ])('reads %s as a page', (path, id, locale) => {
    expect(resolvePagePath(path)).toEqual({ id, locale });
  });
});
