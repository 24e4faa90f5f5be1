import { expect, test, type Page } from './test';
import { mcpServers } from '../lib/mcp-registry/servers';
import { categories } from '../lib/mcp-registry/server-facets';

const total = mcpServers.length;
const cards = (page: Page) => page.locator('article[data-server]');
const cardIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-server')));

test.describe('MCP registry with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  // The registry renders per request; the first visits after a cold start also warm the highlighter.
  test.describe.configure({ timeout: 60_000 });

  test('lists every entry with its snippet, one h1 and breadcrumbs', async ({ page }) => {
    await page.goto('/mcp-registry');
    expect(total).toBeGreaterThanOrEqual(24);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('[data-result-count]')).toHaveText(
      `Showing ${total} of ${total} servers.`,
    );
    // Every entry carries a configuration snippet highlighted on the server.
    const highlighted = await cards(page).evaluateAll((els) =>
      els.map(
        (e) => e.querySelectorAll('figure[data-code-block] pre.shiki span[class^="sh-"]').length,
      ),
    );
    for (const spans of highlighted) expect(spans).toBeGreaterThan(5);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(
      jsonLd.some((text) => text.includes('"BreadcrumbList"') && text.includes('MCP Registry')),
    ).toBe(true);
  });

  test('secrets are referenced through the secret service, never inline', async ({ page }) => {
    await page.goto('/mcp-registry?q=github');
    const github = page.locator('article[data-server="github"]');
    await expect(
      github.locator('[data-input="GITHUB_PERSONAL_ACCESS_TOKEN"][data-secret]'),
    ).toBeVisible();
    await expect(github.locator('[data-snippet="remote"] pre')).toContainText(
      '"Authorization": "Bearer ${secret:mcp/github/GITHUB_PERSONAL_ACCESS_TOKEN}"',
    );
    await expect(github.locator('[data-snippet="package"] pre')).toContainText(
      '"GITHUB_PERSONAL_ACCESS_TOKEN": "${secret:mcp/github/GITHUB_PERSONAL_ACCESS_TOKEN}"',
    );
  });

  test('search by URL matches names, packages and descriptions', async ({ page }) => {
    await page.goto('/mcp-registry?q=postgres');
    const ids = await cardIds(page);
    expect(ids).toEqual(expect.arrayContaining(['postgres', 'neon']));
    expect(ids).not.toContain('github');
    await expect(page.locator('#registry-q')).toHaveValue('postgres');
    await expect(page.locator('[data-active-filters]')).toContainText('postgres');

    await page.goto('/mcp-registry?q=%40playwright%2Fmcp');
    expect(await cardIds(page)).toEqual(['playwright']);
  });

  test('filters by category through the URL', async ({ page }) => {
    await page.goto('/mcp-registry?category=databases');
    const expected = mcpServers.filter((s) => s.category === 'databases').map((s) => s.id);
    expect(await cardIds(page)).toEqual(expected);
    await expect(page.locator('#registry-category')).toHaveValue('databases');
    for (const category of await cards(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-category')),
    ))
      expect(category).toBe('databases');
  });

  test('filters by transport through the URL', async ({ page }) => {
    await page.goto('/mcp-registry?transport=sse');
    expect(await cardIds(page)).toEqual(['neon']);
    // The snippet shown is the one for the transport asked for.
    await expect(page.locator('[data-server="neon"] [data-snippet="remote"] pre')).toContainText(
      'https://mcp.neon.tech/sse',
    );

    await page.goto('/mcp-registry?transport=streamable-http');
    const transports = await cards(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-transports')),
    );
    expect(transports.length).toBeGreaterThan(5);
    for (const list of transports) expect(list?.split(' ')).toContain('streamable-http');
    await expect(page.locator('#registry-transport')).toHaveValue('streamable-http');
  });

  test('filters remote or local through the URL', async ({ page }) => {
    await page.goto('/mcp-registry?hosting=remote');
    const remote = await cards(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-hostings')),
    );
    expect(remote.length).toBe(mcpServers.filter((s) => s.remotes.length > 0).length);
    for (const list of remote) expect(list?.split(' ')).toContain('remote');
    expect(await cardIds(page)).not.toContain('filesystem');

    await page.goto('/mcp-registry?hosting=local');
    await expect(cards(page)).toHaveCount(mcpServers.filter((s) => s.packages.length > 0).length);
  });

  test('combines filters, and each active filter can be removed by a link', async ({ page }) => {
    await page.goto('/mcp-registry?category=databases&hosting=remote');
    expect((await cardIds(page)).sort()).toEqual(['neon', 'supabase']);
    await page.locator('[data-active-filters] a', { hasText: 'Hosting' }).click();
    await expect(page).toHaveURL(/\/mcp-registry\?category=databases$/);
    await expect(cards(page)).toHaveCount(
      mcpServers.filter((s) => s.category === 'databases').length,
    );
  });

  test('the plain GET form submits search and filters', async ({ page }) => {
    await page.goto('/mcp-registry');
    await page.locator('#registry-q').fill('search');
    await page.locator('#registry-category').selectOption('webSearch');
    await page.locator('#registry-hosting').selectOption('local');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/q=search/);
    await expect(page).toHaveURL(/category=webSearch/);
    await expect(page).toHaveURL(/hosting=local/);
    // The URL changes when the new document commits; its cards may still be arriving.
    await page.waitForLoadState('load');
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(mcpServers.find((s) => s.id === id)?.category).toBe('webSearch');
  });

  test('shows an empty state with a way back', async ({ page }) => {
    await page.goto('/mcp-registry?q=no-such-server-anywhere');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.locator('[data-empty-state]')).toContainText(
      'No MCP server matches these filters',
    );
    await expect(page.locator('[data-result-count]')).toHaveText(`Showing 0 of ${total} servers.`);
    await page.locator('[data-empty-state] a').click();
    await expect(page).toHaveURL(/\/mcp-registry$/);
    await expect(cards(page)).toHaveCount(total);
  });

  test('ignores unknown filter values', async ({ page }) => {
    await page.goto('/mcp-registry?category=bogus&transport=carrier-pigeon&hosting=moon');
    await expect(cards(page)).toHaveCount(total);
    await expect(page.locator('[data-active-filters]')).toHaveCount(0);
  });

  test('category options show how many entries each would list', async ({ page }) => {
    await page.goto('/mcp-registry');
    const databases = mcpServers.filter((s) => s.category === 'databases').length;
    await expect(page.locator('#registry-category option[value="databases"]')).toHaveText(
      `Databases (${databases})`,
    );
    expect(await page.locator('#registry-category option').count()).toBe(categories.length + 1);
  });

  test('works in every language', async ({ page }) => {
    await page.goto('/de/mcp-registry?category=databases');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('#registry-category option[value="databases"]')).toContainText(
      'Datenbanken',
    );
    await expect(
      page.locator('article[data-server="postgres"] [data-server-description]'),
    ).toHaveText(/Fragt PostgreSQL ab/);
    await page.goto('/es/mcp-registry?q=navegador');
    expect(await cardIds(page)).toEqual(expect.arrayContaining(['playwright', 'chromeDevtools']));
    await page.goto('/fr/mcp-registry?q=donnees&category=databases');
    expect((await cardIds(page)).length).toBeGreaterThan(0);
  });
});

test('the registry document arrives complete, not streamed behind a fallback', async ({
  request,
}) => {
  const response = await request.get('/mcp-registry?category=vectorSearch');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // A streamed Suspense boundary would leave the results in a hidden segment for a script to reveal.
  expect(html).not.toMatch(/<div hidden id="S:\d+">/);
  const expected = mcpServers.filter((s) => s.category === 'vectorSearch');
  for (const server of expected) expect(html).toContain(`data-server="${server.id}"`);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toContain('<link rel="canonical" href="http://localhost:3000/mcp-registry"');
});
