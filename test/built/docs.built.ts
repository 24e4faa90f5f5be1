/**
 * @jest-environment jsdom
 */
import { docsGuides } from '@/lib/docs/docs-navigation';
import { pageDocumentPath, readContentFile } from '@/lib/documents/content-files';
import { pageFrontMatter } from '@/lib/documents/content-schema';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getPage, type PageId } from '@/lib/site/pages';
import { countWords, jsonLd, pageDocument, startBuiltSite, stopBuiltSite, textOf } from './site';

/*
 * The docs pages and the API reference as a crawler or a visitor without JavaScript gets them:
 * the server HTML, in every locale.
 */

jest.setTimeout(600_000);
beforeAll(startBuiltSite, 180_000);
afterAll(stopBuiltSite);

type Doc = {
  title: string;
  sections: Record<string, { heading: string; blocks: Record<string, unknown> }>;
};
function load(locale: Locale, id: PageId): Doc {
  const file = readContentFile(pageDocumentPath(id, locale), {
    schema: pageFrontMatter,
    body: 'sections',
  })!;
  return { title: file.data.title, sections: file.sections };
}
function codeBlockCount(doc: Doc): number {
  return Object.values(doc.sections)
    .flatMap((section) => Object.values(section.blocks))
    .filter((block) => typeof block === 'object' && block !== null && 'code' in block).length;
}

const docPages: PageId[] = [...docsGuides, 'api'];
const cases = docPages.flatMap((id) =>
  locales.map((locale) => [localizedPath(getPage(id).path, locale), id, locale] as const),
);

it.each(cases)(
  '%s: content, headings, table of contents, code and structured data',
  async (url, id, locale) => {
    const doc = load(locale, id);
    const document = await pageDocument(url);
    const article = document.querySelector('article[data-document]')!;

    const h1s = document.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    expect(h1s[0].textContent?.replace(/\s+/g, ' ').trim()).toBe(doc.title);

    // Same sections, in the same order, as the catalogue of this locale (and so of English).
    const ids = [...article.querySelectorAll('section > h2')].map((h) => h.id);
    expect(ids).toEqual(Object.keys(load('en', id).sections));

    // Every heading has an id and an anchor link to itself.
    for (const heading of article.querySelectorAll('h2, h3')) {
      expect(heading.id).not.toBe('');
      expect(heading.querySelector('a')?.getAttribute('href')).toBe(`#${heading.id}`);
    }

    // Table-of-contents links resolve to ids on the page.
    const tocLinks = [...document.querySelectorAll('nav[data-toc] a')].map(
      (a) => a.getAttribute('href') ?? '',
    );
    expect(tocLinks.length).toBeGreaterThanOrEqual(ids.length);
    for (const href of tocLinks) {
      expect(href).toMatch(/^#/);
      expect([href, !!document.getElementById(href.slice(1))]).toEqual([href, true]);
    }

    // Code samples are there and highlighted at build time in both themes.
    const blocks = [...article.querySelectorAll('figure[data-code-block]')];
    expect(blocks).toHaveLength(codeBlockCount(doc));
    expect(blocks.length).toBeGreaterThan(0);
    for (const figure of blocks)
      expect(figure.querySelector('pre.shiki span[class^="sh-"]')).not.toBeNull();

    // Prose, code excluded.
    const prose = article.cloneNode(true) as Element;
    for (const figure of prose.querySelectorAll('figure[data-code-block]')) figure.remove();
    expect(countWords(textOf(prose))).toBeGreaterThanOrEqual(400);

    // TechArticle and BreadcrumbList JSON-LD.
    const data = jsonLd(document);
    const techArticle = data.find((d) => d['@type'] === 'TechArticle')!;
    expect(techArticle).toMatchObject({ headline: doc.title, inLanguage: locale });
    expect(new URL(techArticle.url as string).pathname).toBe(url);
    const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!;
    const trail = breadcrumbs.itemListElement as { item: string }[];
    expect(new URL(trail.at(-1)!.item).pathname).toBe(url);
  },
);
