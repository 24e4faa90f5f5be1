import { existsSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { getPage, legalDocuments } from '@/lib/site/pages';
import { docsGuides } from '@/lib/docs/docs-navigation';
import { withoutSoftHyphens } from './soft-hyphen';
import { markdownPages, markdownPath, MARKDOWN } from './markdown-pages';
import { markdownRoute } from './markdown-route';
import { pageDocument, pageMarkdown } from './page-markdown';

describe('Markdown twins', () => {
  it('cover every docs guide, the API reference and every legal document', () => {
    for (const id of [...docsGuides, 'api', ...legalDocuments]) expect(markdownPages).toContain(id);
  });

  it.each(markdownPages)('%s has a route folder at its path plus .md', (id) => {
    const folder = path.join(process.cwd(), 'app', '[locale]', `${getPage(id).path}.md`);
    expect(existsSync(path.join(folder, 'route.ts'))).toBe(true);
  });

  it('names the localized path plus .md', () => {
    expect(markdownPath('docsMcp', 'en')).toBe('/docs/mcp.md');
    expect(markdownPath('legalDpa', 'de')).toBe('/de/legal/dpa.md');
    expect(markdownPath('api', 'en')).toBe('/api.md');
    expect(markdownPath('docs', 'fr')).toBe('/fr/docs.md');
  });

  describe.each(locales)('in %s', (locale) => {
    it.each(markdownPages)(
      '%s holds the title, every heading and every code sample',
      async (id) => {
        const doc = await pageDocument(id, locale);
        const markdown = await pageMarkdown(id, locale);
        const lines = markdown.split('\n');
        expect(lines[0]).toBe(`# ${withoutSoftHyphens(doc.title)}`);
        for (const section of Object.values(doc.sections)) {
          expect(lines).toContain(`## ${withoutSoftHyphens(section.heading)}`);
          for (const block of Object.values(section.blocks)) {
            if (typeof block === 'object' && 'subheading' in block)
              expect(lines).toContain(`### ${withoutSoftHyphens(block.subheading)}`);
            if (typeof block === 'object' && 'code' in block)
              expect(markdown).toContain(block.code.trimEnd());
          }
        }
        expect(markdown).not.toContain('\u00ad');
        // Site links are absolute and stay in the document's language.
        for (const [, href] of markdown.matchAll(/\]\((\/[^)]*)\)/g)) throw new Error(href);
        if (locale !== 'en') {
          const site = [...markdown.matchAll(/\]\(http:\/\/localhost:3000(\/[^)]*)\)/g)];
          for (const [, href] of site) expect(href.startsWith(`/${locale}`)).toBe(true);
        }
      },
    );
  });

  it('is served with the Markdown type by the route handler', async () => {
    const response = await markdownRoute('legalDpa').GET(new Request('http://localhost/x'), {
      params: Promise.resolve({ locale: 'de' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(MARKDOWN);
    const text = await response.text();
    const messages = await loadMessages('de');
    expect(text.startsWith(`# ${withoutSoftHyphens(messages.legalDpa.title)}\n`)).toBe(true);
  });
});
