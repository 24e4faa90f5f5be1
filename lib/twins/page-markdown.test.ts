import { requirePageDocument } from '@/lib/documents/load-document';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { integrations } from '@/lib/integrations/catalogue';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { loadPricing } from '@/lib/pricing/load-pricing';
import { settingKeys } from '@/lib/settings/settings-schema';
import { pages } from '@/lib/site/pages';
import { markdownPages, markdownPath, markdownRoutePath, MARKDOWN } from './markdown-pages';
import { markdownRoute, twinPage } from './markdown-route';
import { pageDocument } from './page-document';
import { pageMarkdown, pagePartIds, pagePartMarkdown } from './page-markdown';
import { configKey } from '@/lib/mcp-registry/client-config';
import { getEnv } from '@/lib/env';
import { withoutSoftHyphens } from '../content/soft-hyphen';

describe('Markdown twins', () => {
  it('cover every page of the registry', () => {
    expect([...markdownPages].sort()).toEqual(pages.map((page) => page.id).sort());
  });

  it('are prerendered by one route for every page and locale, and for nothing else', () => {
    const params = markdownRoute.generateStaticParams();
    expect(params).toHaveLength(pages.length * locales.length);
    for (const id of markdownPages) {
      expect(twinPage(markdownRoutePath(id).slice(1).split('/'))).toBe(id);
      for (const locale of locales)
        expect(params).toContainEqual({ locale, twin: markdownRoutePath(id).slice(1).split('/') });
    }
    expect(twinPage(['docs', 'nowhere.md'])).toBeUndefined();
    expect(twinPage(['about'])).toBeUndefined();
  });

  it('names the localized path plus .md, the home page index.md', () => {
    expect(markdownPath('docsMcp', 'en')).toBe('/docs/mcp.md');
    expect(markdownPath('legalDpa', 'de')).toBe('/de/legal/dpa.md');
    expect(markdownPath('pricing', 'en')).toBe('/pricing.md');
    expect(markdownPath('home', 'en')).toBe('/index.md');
    expect(markdownPath('home', 'fr')).toBe('/fr/index.md');
  });

  describe.each(locales)('in %s', (locale) => {
    it.each(markdownPages)('%s holds the title and every heading of its page', async (id) => {
      const doc = await pageDocument(id, locale);
      const markdown = await pageMarkdown(id, locale);
      const lines = markdown.split('\n');
      expect(lines[0]).toBe(`# ${withoutSoftHyphens(doc.title)}`);
      for (const [sectionId, section] of Object.entries(doc.sections)) {
        expect(lines).toContain(`## ${withoutSoftHyphens(section.heading)} {#${sectionId}}`);
        for (const block of Object.values(section.blocks)) {
          if (typeof block === 'object' && 'subheading' in block)
            expect(lines).toContain(
              `### ${withoutSoftHyphens(block.subheading)}${block.id ? ` {#${block.id}}` : ''}`,
            );
          if (typeof block === 'object' && 'code' in block)
            expect(markdown).toContain(block.code.trimEnd());
        }
      }
      expect(markdown).not.toContain('\u00ad');
      // Catalogue placeholders are all filled in.
      expect(markdown).not.toMatch(/\{\{|\{\w+, (?:plural|number|select)/);
      // Site links are absolute and stay in the document's language.
      for (const [, href] of markdown.matchAll(/\]\((\/[^)]*)\)/g)) throw new Error(href);
      if (locale !== 'en') {
        const site = [...markdown.matchAll(/\]\(http:\/\/localhost:3000(\/[^)]*)\)/g)];
        for (const [, href] of site)
          expect(href.startsWith(`/${locale}`) || href.startsWith('/en/')).toBe(true);
      }
    });

    it('keeps every prose section of a page that adds its own content', async () => {
      for (const id of ['pricing', 'careers', 'support', 'cookies', 'integrations'] as const) {
        const prose = requirePageDocument(id, locale);
        const markdown = await pageMarkdown(id, locale);
        for (const [sectionId, section] of Object.entries(prose.sections))
          expect(markdown).toContain(
            `\n## ${withoutSoftHyphens(section.heading)} {#${sectionId}}\n`,
          );
      }
    });
  });

  it('give the pricing page its plans, prices, comparison and FAQ', async () => {
    const de = loadPricing('de');
    const markdown = await pageMarkdown('pricing', 'de');
    expect(markdown).toContain('### Team\n');
    expect(markdown).toContain('### Business (Empfohlen)\n');
    expect(markdown).toContain('**1.500\u00a0$** pro Monat');
    expect(markdown).toContain('**6.000\u00a0$** pro Monat');
    const table = markdown.split('\n').filter((line) => line.startsWith('| '));
    expect(table).toHaveLength(de.comparison.length + 2);
    expect(table).toContain(
      '| Support | E-Mail und Support-Portal | E-Mail, Portal und bevorzugte Bearbeitung | Fester Support-Manager und Telefon-Hotline rund um die Uhr |',
    );
    for (const item of de.faq) expect(markdown).toContain(`### ${item.question}`);
  });

  it('give the catalogue pages every entry, and the cookie policy its table', async () => {
    const en = await loadMessages('en');
    const catalogue = await pageMarkdown('integrations', 'en');
    for (const item of integrations)
      expect(catalogue).toContain(
        `**${en.integrations.catalogue[item.id as keyof typeof en.integrations.catalogue].name}**`,
      );
    const registry = await pageMarkdown('mcpRegistry', 'en');
    for (const server of mcpServers)
      expect(registry).toContain(`### ${server.title} {#server-${configKey(server)}}\n`);
    const cookies = await pageMarkdown('cookies', 'en');
    expect(cookies).toContain(`| ${Object.values(en.cookies.storage.columns).join(' | ')} |`);
    expect(cookies).toContain('`yno-cookie-consent`');
    const settings = await pageMarkdown('settings', 'en');
    for (const key of settingKeys) {
      const { label } = en.settingsPage.fields[key];
      expect(settings.split(`**${label}**`)).toHaveLength(2);
    }
  });

  it('move every heading down under a file title, and leave code samples untouched', async () => {
    const markdown = await pageMarkdown('docsWorkerContract', 'en', { headingOffset: 1 });
    const doc = await pageDocument('docsWorkerContract', 'en');
    expect(markdown.startsWith(`## ${doc.title}\n`)).toBe(true);
    for (const [sectionId, section] of Object.entries(doc.sections)) {
      expect(markdown).toContain(`\n### ${section.heading} {#${sectionId}}\n`);
      for (const block of Object.values(section.blocks))
        if (typeof block === 'object' && 'code' in block)
          expect(markdown).toContain(block.code.trimEnd());
    }
  });

  it('give headings the ids of their HTML headings: sections, document subheadings, cards', async () => {
    const dpa = await pageMarkdown('legalDpa', 'en');
    expect(dpa).toContain('\n## Personal Data Breach notification {#breach}\n');
    const ethics = await pageMarkdown('legalAiEthics', 'en');
    // DocumentView anchors each block of a prose section as {section}-{block}.
    expect(ethics).toMatch(/\n### .+ \{#human-agency-h1\}\n/);
    const registry = await pageMarkdown('mcpRegistry', 'de');
    expect(registry).toMatch(/\n### .+ \{#server-[a-z0-9-]+\}\n/);
  });

  it.each(locales)(
    'cut out any heading of any page by its id, as the twin writes it (%s)',
    async (locale) => {
      for (const id of markdownPages) {
        const whole = await pageMarkdown(id, locale);
        const ids = await pagePartIds(id, locale);
        expect(new Set(ids).size).toBe(ids.length);
        for (const partId of ids) {
          const part = (await pagePartMarkdown(id, locale, partId))!;
          expect(part.split('\n')[0]).toMatch(new RegExp(`^#{2,3} .+ \\{#${partId}\\}$`));
          expect(whole).toContain(`\n${part}`);
        }
        expect(await pagePartMarkdown(id, locale, 'no-such-heading')).toBeUndefined();
      }
    },
  );

  it.each(locales)(
    'give the MCP guide the budget of /mcp, and how to read one section (%s)',
    async (locale) => {
      const { MCP_RATE_BURST, MCP_RATE_LIMIT } = getEnv();
      const guide = await pagePartMarkdown('docsMcp', locale, 'connect-your-agent');
      expect(guide).toContain(` ${MCP_RATE_BURST} `);
      expect(guide).toContain(` ${MCP_RATE_LIMIT} `);
      expect(guide).toContain('`Retry-After`');
      expect(guide).toContain('`initialize`');
      expect(guide).toContain('`/legal/dpa#breach`');
      expect(guide).toContain('`nextOffset`');
    },
  );

  it('is served with the Markdown type by the route handler', async () => {
    const response = await markdownRoute.GET(new Request('http://localhost/x'), {
      params: Promise.resolve({ locale: 'de', twin: ['legal', 'dpa.md'] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(MARKDOWN);
    const text = await response.text();
    const { title } = requirePageDocument('legalDpa', 'de');
    expect(text.startsWith(`# ${withoutSoftHyphens(title)}\n`)).toBe(true);
  });
});
