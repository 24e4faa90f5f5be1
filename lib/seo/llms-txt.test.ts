import { enMessages } from '@/lib/i18n/en-messages';
import { hasMarkdown } from '@/lib/content/markdown-pages';
import { indexablePages, pages, type PageId } from '@/lib/site/pages';
import { llmsTxt } from './llms-txt';

describe('llmsTxt', () => {
  const text = llmsTxt('https://yno.example', enMessages);

  it('opens with the site name and its summary as a block quote', () => {
    const [heading, , summary] = text.split('\n');
    expect(heading).toBe('# YNO');
    expect(summary).toBe(`> ${enMessages.meta.defaultDescription}`);
  });

  it('lists every indexable page once with its absolute URL and one-line summary', () => {
    for (const page of indexablePages()) {
      const twin = hasMarkdown(page.id as PageId) ? '.md' : '';
      const url = `https://yno.example${page.path === '/' ? '/' : page.path}${twin}`;
      const entries = text.split('\n').filter((line) => line.includes(`](${url})`));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatch(/^- \[[^\]]+\]\(https:\/\/yno\.example\/[^)]*\): \S/);
      expect(entries[0]).not.toContain('\n');
    }
  });

  it('links the Markdown twins of docs, the API reference and legal documents', () => {
    expect(text).toContain('](https://yno.example/docs/mcp.md)');
    expect(text).toContain('](https://yno.example/api.md)');
    expect(text).toContain('](https://yno.example/legal/dpa.md)');
    expect(text).toContain('https://yno.example/llms-full.txt');
  });

  it('leaves out the Coming Soon placeholders and groups pages by sidebar section', () => {
    for (const page of pages.filter((p) => p.kind === 'comingSoon'))
      expect(text).not.toContain(`https://yno.example${page.path})`);
    expect(text).toContain('\n## Product\n');
    expect(text.indexOf('/platform)')).toBeGreaterThan(text.indexOf('## Product'));
    expect(text.indexOf('/privacy.md)')).toBeGreaterThan(text.indexOf('## Legal'));
  });
});
