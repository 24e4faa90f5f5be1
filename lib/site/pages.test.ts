import fs from 'node:fs';
import path from 'node:path';
import { pageHead } from '@/lib/content/page-head';
import { documentPageIds } from '@/lib/documents/load-document';
import { namespaces } from '@/lib/messages/en-messages';
import { loadMessages } from '@/lib/messages/load-messages';
import { locales } from '@/lib/i18n/locales';
import { isActivePath } from './active-path';
import { getPage, mobileMenu, navSections, pages, pagesInSection } from './pages';

const root = path.resolve(__dirname, '../..');

function pageFile(routePath: string) {
  return routePath === '/'
    ? path.join(root, 'app/[locale]/page.tsx')
    : path.join(root, 'app/[locale]', routePath, 'page.tsx');
}

describe('page registry', () => {
  it('has unique ids and paths', () => {
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it.each(pages.map((p) => [p.path, p.id]))('%s has a page file', (routePath) => {
    expect(fs.existsSync(pageFile(routePath))).toBe(true);
  });

  it.each(locales)('every page has its title, description and intro in %s', async (locale) => {
    for (const page of pages) {
      const head = await pageHead(page.id, locale);
      for (const key of ['title', 'description', 'intro'] as const) {
        expect(typeof head[key]).toBe('string');
        expect(head[key].trim()).not.toBe('');
      }
    }
  });

  it.each(locales)('every page has a sidebar label and description in %s', async (locale) => {
    const { nav } = await loadMessages(locale);
    for (const page of pages) {
      expect(nav.links[page.id]?.title).toBeTruthy();
      expect(nav.links[page.id]?.description).toBeTruthy();
    }
  });

  it('has a document or a message namespace for every page', () => {
    const documents = documentPageIds();
    for (const page of pages)
      expect(documents.includes(page.id) || namespaces.includes(page.id as never)).toBe(true);
  });

  it('puts the links of docs/specification.md §2 in each sidebar section', () => {
    const ids = (section: (typeof navSections)[number]) => pagesInSection(section).map((p) => p.id);
    expect(ids('product')).toEqual([
      'integrations',
      'platform',
      'workflows',
      'implementation',
      'mcpRegistry',
    ]);
    expect(ids('company')).toEqual(['about', 'careers', 'partners', 'investors', 'security']);
    expect(ids('pricing')).toEqual(['enterprise', 'pricing']);
    expect(ids('resources')).toEqual(
      expect.arrayContaining([
        'docs',
        'docsImageWorkflows',
        'docsWorkerContract',
        'docsArtifactTransformation',
        'docsMcp',
        'api',
        'news',
        'support',
        'settings',
      ]),
    );
    expect(ids('legal')).toHaveLength(11);
  });

  it('gives the mobile menu the quick links of docs/specification.md §2', () => {
    expect(mobileMenu.map((id) => getPage(id).path)).toEqual([
      '/',
      '/platform',
      '/integrations',
      '/workflows',
      '/about',
      '/careers',
      '/news',
      '/support',
    ]);
  });
});

describe('isActivePath', () => {
  it('matches the exact path only', () => {
    expect(isActivePath('/docs', '/docs')).toBe(true);
    expect(isActivePath('/docs', '/docs/mcp')).toBe(false);
    expect(isActivePath('/docs/mcp', '/docs')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/about')).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(isActivePath('/about', '/about/')).toBe(true);
  });
});
