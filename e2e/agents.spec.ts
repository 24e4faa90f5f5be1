import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from './test';

/** What agents read: the Markdown twins of documents, /llms-full.txt and the /mcp endpoint. */
test.describe('docs for agents', () => {
  test('documents are served as Markdown at their URL plus .md, with every heading', async ({
    page,
    request,
  }) => {
    for (const [path, html] of [
      ['/docs/mcp.md', '/docs/mcp'],
      ['/api.md', '/api'],
      // Last: visiting a German page makes German the stored language.
      ['/de/legal/dpa.md', '/de/legal/dpa'],
    ]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const markdown = await response.text();
      await page.goto(html);
      const h1 = (await page.locator('main h1').innerText()).replaceAll('\u00ad', '');
      expect(markdown.split('\n')[0]).toBe(`# ${h1}`);
      for (const heading of await page.locator('article[data-document] h2').allInnerTexts())
        expect(markdown).toContain(`\n## ${heading.replaceAll('\u00ad', '')}\n`);
      const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
      await expect(alternate).toHaveAttribute('href', new RegExp(`${path.replace('.', '\\.')}$`));
    }
    expect((await request.get('/docs/nope.md')).status()).toBe(404);
  });

  test('Copy as Markdown puts the page on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/de/docs/mcp');
    await page.getByRole('button', { name: 'Als Markdown kopieren' }).click();
    await expect(page.getByText('Seite als Markdown kopiert')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('## Ihren Agenten mit dieser Dokumentation verbinden');
  });

  test('/llms-full.txt holds every guide and the API reference; /llms.txt links the twins', async ({
    request,
  }) => {
    const full = await request.get('/llms-full.txt');
    expect(full.status()).toBe(200);
    const text = await full.text();
    for (const source of ['/docs.md', '/docs/mcp.md', '/docs/worker-contract.md', '/api.md'])
      expect(text).toContain(`${source}\n`);
    const index = await (await request.get('/llms.txt')).text();
    expect(index).toContain('/docs/mcp.md)');
    expect(index).toContain('/llms-full.txt');
  });

  test('the MCP endpoint answers the SDK client over HTTP', async ({ baseURL }) => {
    const client = new Client({ name: 'e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'fetch_page',
      'list_mcp_servers',
      'search_site',
    ]);
    const search = await client.callTool({
      name: 'search_site',
      arguments: { query: 'idempotency' },
    });
    const { results } = JSON.parse((search.content as { text: string }[])[0].text);
    expect(results[0].url).toMatch(/\/(api|docs\/[\w-]+)#idempotency$/);
    const page = await client.callTool({ name: 'fetch_page', arguments: { path: '/docs/mcp' } });
    expect((page.content as { text: string }[])[0].text).toContain('## ');
    await client.close();
  });
});
