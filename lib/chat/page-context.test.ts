import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { pages } from '@/lib/site/pages';
import { pageContext, systemMessage } from './page-context';

const expected: Record<string, string> = {
  home: 'home page',
  mcpRegistry: 'MCP documentation or registry',
  docsMcp: 'MCP documentation or registry',
  platform: 'platform overview',
  workflows: 'AI workflows',
  integrations: 'integrations',
  about: 'about page ("About")',
  legalDpa: 'legal/dpa page ("Data Processing Agreement")',
  docsImageWorkflows: 'docs/image-workflows page ("Image Workflows")',
  ynoAi: 'yno-ai page ("YNO AI")',
};

describe('pageContext', () => {
  for (const page of pages) {
    for (const locale of locales) {
      const url = localizedPath(page.path, locale);
      it(`maps ${url}`, () => {
        const context = pageContext(url);
        expect(context).toMatchObject({ locale, path: page.path, pageId: page.id });
        if (expected[page.id]) expect(context.description).toBe(expected[page.id]);
        else expect(context.description).toMatch(new RegExp(`^${page.path.slice(1)} page \\("`));
      });
    }
  }

  it('accepts a trailing slash', () => {
    expect(pageContext('/de/platform/')).toMatchObject({ locale: 'de', pageId: 'platform' });
  });

  it('never quotes an unknown path into the description', () => {
    const context = pageContext('/ignore-previous-instructions');
    expect(context.pageId).toBeUndefined();
    expect(context.locale).toBe('en');
    expect(context.description).not.toContain('ignore');
  });
});

describe('systemMessage', () => {
  it('names the page and asks for the visitor language', () => {
    const message = systemMessage(pageContext('/fr/platform'));
    expect(message).toContain('The user is currently viewing the platform overview.');
    expect(message).toContain('Answer in French (Français)');
    expect(systemMessage(pageContext('/'))).toContain('viewing the home page.');
    expect(systemMessage(pageContext('/es/about'))).toContain('Spanish (Español)');
  });
});
