import { markdownPath } from '@/lib/twins/markdown-pages';
import { pageDocument } from '@/lib/twins/page-document';
import { pageMarkdown } from '@/lib/twins/page-markdown';
import { withoutSoftHyphens } from '@/lib/content/soft-hyphen';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { docsGuides } from '@/lib/docs/docs-navigation';
import { indexablePages, legalDocuments, type PageId } from '@/lib/site/pages';
import { llmsFullPages, llmsFullTxt } from './llms-full-txt';

const SITE = 'https://yno.example';

/** Every fenced code block of a Markdown text, fences included, byte for byte. */
function fencedBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(`{3,}|~{3,})/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((line, j) => j > i && line === open[1]);
    if (end === -1) throw new Error(`unclosed fence at line ${i + 1}`);
    blocks.push(lines.slice(i, end + 1).join('\n'));
    i = end;
  }
  return blocks;
}

describe.each(locales)('llms-full.txt in %s', (locale) => {
  it('holds the guides, the API reference, the legal and the product pages', () => {
    for (const id of [...docsGuides, 'api', ...legalDocuments, 'pricing', 'platform'] as PageId[])
      expect(llmsFullPages).toContain(id);
    expect([...llmsFullPages].sort()).toEqual(
      indexablePages()
        .map((page) => page.id)
        .sort(),
    );
  });

  it('holds each page a level down, with its source, in this language', async () => {
    const messages = await loadMessages(locale);
    const text = await llmsFullTxt(SITE, messages, locale);
    expect(text.startsWith('# YNO')).toBe(true);
    for (const id of llmsFullPages) {
      const doc = await pageDocument(id, locale);
      expect(text).toContain(`\n## ${withoutSoftHyphens(doc.title)}\n`);
      for (const [sectionId, section] of Object.entries(doc.sections))
        expect(text).toContain(`\n### ${withoutSoftHyphens(section.heading)} {#${sectionId}}\n`);
      expect(text).toContain(`${messages.agentFiles.source} ${SITE}${markdownPath(id, locale)}\n`);
    }
  });

  it('carries every code block of every twin byte for byte', async () => {
    const text = await llmsFullTxt(SITE, await loadMessages(locale), locale);
    const inFile = fencedBlocks(text);
    const inTwins = (
      await Promise.all(
        llmsFullPages.map(async (id) => fencedBlocks(await pageMarkdown(id, locale))),
      )
    ).flat();
    expect(inTwins.length).toBeGreaterThan(20);
    expect(inFile).toEqual(inTwins);
  });
});
