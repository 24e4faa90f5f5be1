import { pageDocument } from '@/lib/content/page-markdown';
import { withoutSoftHyphens } from '@/lib/content/soft-hyphen';
import { enMessages } from '@/lib/i18n/en-messages';
import { llmsFullPages, llmsFullTxt } from './llms-full-txt';

describe('llmsFullTxt', () => {
  it('holds every docs guide and the API reference in English, each with its source', async () => {
    const text = await llmsFullTxt('https://yno.example', enMessages);
    expect(text.startsWith('# YNO Documentation\n')).toBe(true);
    expect(llmsFullPages).toContain('api');
    expect(llmsFullPages).toContain('docsMcp');
    for (const id of llmsFullPages) {
      const doc = await pageDocument(id, 'en');
      expect(text).toContain(`\n## ${withoutSoftHyphens(doc.title)}\n`);
      for (const section of Object.values(doc.sections))
        expect(text).toContain(`\n### ${withoutSoftHyphens(section.heading)}\n`);
    }
    expect(text).toContain('Source: https://yno.example/docs/mcp.md');
    expect(text).toContain('Source: https://yno.example/api.md');
  });
});
