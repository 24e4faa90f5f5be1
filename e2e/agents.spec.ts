import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Locale } from '../lib/i18n/locales';
import { expect, test } from './test';

/** Every fenced code block of a Markdown text, fences included, byte for byte. */
function fencedBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(`{3,})/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((line, j) => j > i && line === open[1]);
    blocks.push(lines.slice(i, end + 1).join('\n'));
    i = end;
  }
  return blocks;
}

/** What agents read: the Markdown twins, the agent files and the /mcp endpoint. */
test.describe('docs for agents', () => {
  test('a mistyped twin gets the 404 page', async ({ request }) => {
    expect((await request.get('/docs/nope.md')).status()).toBe(404);
    expect((await request.get('/en/llms.txt')).status()).toBe(404);
  });

  test('Copy as Markdown puts the page on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/de/docs/mcp');
    await page.getByRole('button', { name: 'Als Markdown kopieren' }).click();
    await expect(page.getByText('Seite als Markdown kopiert')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('## Ihren Agenten mit dieser Dokumentation verbinden');
  });

  for (const locale of ['en', 'de'] as Locale[]) {
    test(`the ${locale} agent files link each other and every twin, code byte for byte`, async ({
      request,
    }) => {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const index = await request.get(`${prefix}/llms.txt`);
      expect(index.status()).toBe(200);
      expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const text = await index.text();
      const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map(([, url]) => new URL(url));
      expect(links.length).toBeGreaterThan(35);
      for (const link of links) {
        const answer = await request.get(link.pathname);
        expect(answer.status(), link.pathname).toBe(200);
      }
      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      expect(full).toContain(`${prefix}/llms.txt)`);
      const twins = links.filter((link) => link.pathname.endsWith('.md'));
      const twinBlocks: string[] = [];
      for (const link of twins)
        twinBlocks.push(...fencedBlocks(await (await request.get(link.pathname)).text()));
      expect(twinBlocks.length).toBeGreaterThan(20);
      expect(fencedBlocks(full)).toEqual(twinBlocks);
    });
  }

  for (const version of ['2026-07-28', '2025-11-25'] as const) {
    test(`the MCP endpoint answers the SDK's client on ${version}`, async ({ baseURL }) => {
      const client = new Client(
        { name: 'e2e', version: '1.0.0' },
        version === '2026-07-28' ? { versionNegotiation: { mode: { pin: version } } } : {},
      );
      await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
      expect(client.getNegotiatedProtocolVersion()).toBe(version);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([
        'search_site',
        'fetch_page',
        'list_mcp_servers',
      ]);
      const search = await client.callTool({
        name: 'search_site',
        arguments: { query: 'was kostet YNO', locale: 'de' },
      });
      const { results } = search.structuredContent as { results: { url: string }[] };
      expect(new URL(results[0].url).pathname).toBe('/de/pricing');
      const pricing = await client.callTool({
        name: 'fetch_page',
        arguments: { path: new URL('/pricing', baseURL).toString() },
      });
      expect((pricing.content as { text: string }[])[0].text).toContain('$1,500');
      const breach = await client.callTool({
        name: 'fetch_page',
        arguments: { path: '/de/legal/dpa#breach' },
      });
      expect((breach.content as { text: string }[])[0].text).toMatch(/^## .+ \{#breach\}\n/);
      const foreign = await client.callTool({
        name: 'fetch_page',
        arguments: { path: 'http://evil.example/' },
      });
      expect(foreign.isError).toBe(true);
      const servers = await client.callTool({ name: 'list_mcp_servers', arguments: { q: 'git' } });
      expect((servers.structuredContent as { total: number }).total).toBeGreaterThan(0);
      const { contents } = await client.readResource({ uri: 'yno://pages/fr/pricing' });
      expect((contents[0] as { text: string }).text).toMatch(/^# Tarifs\n/);
      await client.close();
    });
  }

  test('the MCP endpoint says which methods it answers, and refuses batches', async ({
    request,
  }) => {
    const options = await request.fetch('/mcp', { method: 'OPTIONS' });
    expect(options.headers()['allow']).toBe('OPTIONS, POST');
    const get = await request.get('/mcp');
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('OPTIONS, POST');
    const batch = await request.post('/mcp', {
      headers: { accept: 'application/json, text/event-stream' },
      data: [
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      ],
    });
    expect(batch.status()).toBe(400);
    expect((await batch.json()).error.code).toBe(-32600);
  });
});
