import { markdownPath } from '@/lib/twins/markdown-pages';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { indexablePages, pages, type PageId } from '@/lib/site/pages';
import { getEnv } from '@/lib/env';
import { llmsTxt } from './llms-txt';

const SITE = 'https://yno.example';

describe.each(locales)('llms.txt in %s', (locale) => {
  const text = async () => llmsTxt(SITE, await loadMessages(locale), locale);

  it('opens with the site name and its summary as a block quote', async () => {
    const messages = await loadMessages(locale);
    const [heading, , summary] = (await text()).split('\n');
    expect(heading).toBe('# YNO');
    expect(summary).toBe(`> ${messages.meta.defaultDescription}`);
  });

  it('links every indexable page once, as its Markdown twin in this language', async () => {
    const lines = (await text()).split('\n');
    for (const page of indexablePages()) {
      const url = `${SITE}${markdownPath(page.id as PageId, locale)}`;
      const entries = lines.filter((line) => line.includes(`](${url})`));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatch(/^- \[[^\]]+\]\(https:\/\/yno\.example\/[^)]*\.md\): \S/);
    }
    for (const page of pages.filter((p) => p.kind === 'comingSoon'))
      expect(lines.join('\n')).not.toContain(`${markdownPath(page.id, locale)})`);
  });

  it('links its own llms-full.txt, both files of every other language, and /mcp', async () => {
    const body = await text();
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(body).toContain(`](${SITE}${prefix}/llms-full.txt)`);
    expect(body).not.toContain(`](${SITE}${prefix}/llms.txt)`);
    for (const other of locales.filter((code) => code !== locale)) {
      const otherPrefix = other === 'en' ? '' : `/${other}`;
      expect(body).toContain(`](${SITE}${otherPrefix}/llms.txt)`);
      expect(body).toContain(`](${SITE}${otherPrefix}/llms-full.txt)`);
    }
    expect(body).toContain(`${SITE}/mcp`);
  });

  it('states what the MCP server allows one client, before the pages', async () => {
    const { MCP_RATE_BURST, MCP_RATE_LIMIT } = getEnv();
    const body = await text();
    const line = body.split('\n').find((entry) => entry.includes(`${SITE}/mcp`))!;
    expect(line).toContain(`${MCP_RATE_BURST} `);
    expect(line).toContain(`${MCP_RATE_LIMIT} `);
    expect(line).toContain('`/legal/dpa#breach`');
    expect(line).toContain('429');
    expect(line).toContain('`Retry-After`');
    expect(body.indexOf(line)).toBeLessThan(body.indexOf('\n## '));
  });

  it('groups pages under the sidebar sections', async () => {
    const messages = await loadMessages(locale);
    const body = await text();
    const product = body.indexOf(`\n## ${messages.nav.sections.product}\n`);
    const legal = body.indexOf(`\n## ${messages.nav.sections.legal}\n`);
    expect(product).toBeGreaterThan(0);
    expect(body.indexOf(`${markdownPath('platform', locale)})`)).toBeGreaterThan(product);
    expect(body.indexOf(`${markdownPath('privacy', locale)})`)).toBeGreaterThan(legal);
  });
});
