/**
 * @jest-environment jsdom
 */
import { documentText, wordCount, type DocumentContent } from '@/lib/content/document';
import { docsGuides } from '@/lib/docs/docs-navigation';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { pageDocumentPath, readContentFile } from '@/lib/documents/content-files';
import { pageFrontMatter } from '@/lib/documents/content-schema';
import { NON_PAGE_POLICY, pagePolicy } from '@/lib/security/csp';
import { coreLegalDocuments, getPage, legalDocuments, pages, type PageId } from '@/lib/site/pages';
import {
  countWords,
  fetchPath,
  inlineScriptSources,
  jsonLd,
  markupProblems,
  routes,
  pageDocument,
  scriptSources,
  startBuiltSite,
  stopBuiltSite,
  textOf,
} from './site';

/*
 * What a crawler or an agent reads in the built site, checked on every page in every locale
 * without a browser (npm run test:built, after the build). What only a browser shows (layout,
 * focus, the islands) is in e2e/.
 */

jest.setTimeout(600_000);
beforeAll(startBuiltSite, 180_000);
afterAll(stopBuiltSite);

const urlOf = (id: PageId, locale: Locale) => localizedPath(getPage(id).path, locale);
/** Rendered per request (its filters are in the URL): not prerendered, no hashes. */
const perRequest = new Set<PageId>(['mcpRegistry']);

describe('every route in every locale', () => {
  it.each(routes.map((route) => [route.url, route] as const))(
    '%s answers 200 with its language, one h1, named controls, a canonical URL, hreflang and its first paint held for <main>',
    async (url, route) => {
      const response = await fetchPath(url);
      expect(response.status).toBe(200);
      const document = await pageDocument(url);
      expect(document.documentElement.lang).toBe(route.locale);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.title.trim()).not.toBe('');
      expect(markupProblems(document)).toEqual([]);
      expect(document.querySelector('link[rel="canonical"]')).not.toBeNull();
      expect(document.querySelector('link[rel="alternate"][hreflang="x-default"]')).not.toBeNull();
      const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
      expect(robots.startsWith('noindex')).toBe(route.kind === 'comingSoon');
      // A target the document lacks would hold the first paint until the whole page is parsed.
      const held = document.head.querySelector('link[rel="expect"][blocking="render"]');
      const target = held?.getAttribute('href')?.replace(/^#/, '') ?? '';
      expect(document.getElementById(target)?.tagName).toBe('MAIN');
    },
  );
});

describe('content security policy of prerendered pages', () => {
  const FALLBACK_POLICY = pagePolicy({ fallback: true });

  it.each(routes.filter((route) => !perRequest.has(route.id)).map((route) => [route.url]))(
    '%s allows exactly the inline scripts it runs, by hash',
    async (url) => {
      const response = await fetchPath(url);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).not.toBe(FALLBACK_POLICY);
      expect(policy).toContain("frame-ancestors 'none'");
      const allowed = policy
        .split('; ')
        .find((directive) => directive.startsWith('script-src '))!
        .split(' ')
        .filter((source) => source.startsWith("'sha256-"));
      const inline = inlineScriptSources(await pageDocument(url));
      expect(inline.length).toBeGreaterThan(0);
      expect([...new Set(inline)].sort()).toEqual([...new Set(allowed)].sort());
    },
  );

  it('a page rendered per request gets the fallback, and a file the policy that runs nothing', async () => {
    expect(String((await fetchPath('/mcp-registry')).headers['content-security-policy'])).toBe(
      FALLBACK_POLICY,
    );
    expect(String((await fetchPath('/robots.txt')).headers['content-security-policy'])).toBe(
      NON_PAGE_POLICY,
    );
  });
});

/** The product, company and commercial pages, and the structured data each carries. */
const contentPages: { id: PageId; jsonLd: string[] }[] = [
  { id: 'platform', jsonLd: ['SoftwareApplication'] },
  { id: 'workflows', jsonLd: [] },
  { id: 'integrations', jsonLd: [] },
  { id: 'implementation', jsonLd: [] },
  { id: 'about', jsonLd: [] },
  { id: 'careers', jsonLd: [] },
  { id: 'partners', jsonLd: [] },
  { id: 'security', jsonLd: [] },
  { id: 'investors', jsonLd: [] },
  { id: 'enterprise', jsonLd: [] },
  { id: 'pricing', jsonLd: ['FAQPage'] },
  { id: 'news', jsonLd: [] },
  { id: 'support', jsonLd: ['FAQPage'] },
  { id: 'resources', jsonLd: [] },
];
const contentRoutes = contentPages.flatMap((entry) =>
  locales.map((locale) => ({ ...entry, locale, url: urlOf(entry.id, locale) })),
);

describe('content pages in every locale', () => {
  it.each(contentRoutes.map((route) => [route.url, route] as const))(
    '%s: 300+ words, JSON-LD and its share image',
    async (url, route) => {
      const document = await pageDocument(url);
      expect(countWords(textOf(document.querySelector('main')))).toBeGreaterThanOrEqual(300);
      expect(jsonLd(document).map((item) => item['@type'])).toEqual(
        expect.arrayContaining(['BreadcrumbList', ...route.jsonLd]),
      );
      const ogImage = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
      expect(ogImage).toContain(`/og/${route.locale}/${route.id}/image.png`);
      expect(document.querySelector('meta[name="twitter:image"]')?.getAttribute('content')).toBe(
        ogImage,
      );
    },
  );

  it('titles and descriptions are unique across pages and locales', async () => {
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const route of contentRoutes) {
      const document = await pageDocument(route.url);
      const found = {
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      };
      for (const field of ['title', 'description'] as const) {
        const value = found[field];
        expect(value).toBeTruthy();
        expect([route.url, seen[field].get(value!)]).toEqual([route.url, undefined]);
        seen[field].set(value!, route.url);
      }
    }
  });

  it('every registry page has a share image in every locale', async () => {
    for (const locale of locales) {
      for (const { id } of pages) {
        const response = await fetchPath(`/og/${locale}/${id}/image.png`);
        expect([`${locale}/${id}`, response.status, response.headers['content-type']]).toEqual([
          `${locale}/${id}`,
          200,
          'image/png',
        ]);
      }
    }
    expect((await fetchPath('/og/xx/platform/image.png')).status).toBe(404);
  });
});

const updatedLabel: Record<Locale, string> = {
  en: 'Last updated:',
  es: 'Última actualización:',
  fr: 'Dernière mise à jour',
  de: 'Zuletzt aktualisiert:',
};
const sectionIds = (document: Document) =>
  [...document.querySelectorAll('h2[id]')].map((heading) => heading.id);

describe('legal documents in every locale', () => {
  const legalRoutes = coreLegalDocuments.flatMap((id) =>
    locales.map((locale) => [urlOf(id, locale), locale] as const),
  );

  it.each(legalRoutes)(
    '%s: words, table of contents, anchors and last updated',
    async (url, locale) => {
      const document = await pageDocument(url);
      const article = document.querySelector('article[data-document]');
      expect(countWords(textOf(article))).toBeGreaterThanOrEqual(600);

      const ids = sectionIds(document);
      expect(ids.length).toBeGreaterThan(2);
      // Every heading carries its own anchor link.
      for (const id of ids)
        expect(document.getElementById(id)?.querySelector('a')?.getAttribute('href')).toBe(
          `#${id}`,
        );
      // Table-of-contents links resolve to ids on the page, and cover every section.
      const tocs = [...document.querySelectorAll('nav[data-toc]')];
      expect(tocs.length).toBeGreaterThan(0);
      for (const toc of tocs) {
        const targets = [...toc.querySelectorAll('a[href^="#"]')].map((a) =>
          a.getAttribute('href')!.slice(1),
        );
        expect(targets).toEqual(ids);
      }
      expect(textOf(document.body)).toContain(updatedLabel[locale]);
      expect(article?.querySelector('time')?.getAttribute('datetime')).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
    },
  );

  it.each(coreLegalDocuments.map((id) => [getPage(id).path, id] as const))(
    '%s has the same sections in every locale',
    async (_, id) => {
      const english = sectionIds(await pageDocument(urlOf(id, 'en')));
      for (const locale of locales.filter((l) => l !== 'en'))
        expect([locale, sectionIds(await pageDocument(urlOf(id, locale)))]).toEqual([
          locale,
          english,
        ]);
    },
  );

  it.each(locales.map((locale) => [urlOf('legal', locale), locale] as const))(
    '%s lists every legal document, each core one with its date',
    async (url, locale) => {
      const list = (await pageDocument(url)).querySelector('ul[data-legal-documents]')!;
      const hrefs = [...list.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      for (const id of legalDocuments) expect(hrefs).toContain(urlOf(id, locale));
      for (const id of coreLegalDocuments.filter((doc) => doc !== 'legal')) {
        const item = list.querySelector(`a[href="${urlOf(id, locale)}"]`)!.closest('li')!;
        expect([id, item.querySelector('time')?.getAttribute('datetime')]).toEqual([
          id,
          expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        ]);
      }
    },
  );

  const policies = ['legalAup', 'legalAiUse', 'legalAiEthics', 'legalAiDataUsage'] as const;
  it.each(
    policies.flatMap((id) => locales.map((locale) => [urlOf(id, locale), id, locale] as const)),
  )('%s is complete, with the English section structure', async (url, id, locale) => {
    const file = readContentFile(pageDocumentPath(id, 'en'), {
      schema: pageFrontMatter,
      body: 'sections',
    })!;
    const english: DocumentContent = { ...file.data, sections: file.sections };
    const document = await pageDocument(url);
    const article = document.querySelector('article[data-document]');
    expect(document.documentElement.lang).toBe(locale);
    expect(article?.querySelector('time')?.getAttribute('datetime')).toBe(english.updated);
    const sections = [...(article?.querySelectorAll('section > h2[id]') ?? [])].map((h) => h.id);
    expect(sections).toEqual(Object.keys(english.sections));
    const targets = [...document.querySelectorAll('nav[data-toc] a[href^="#"]')].map((a) =>
      decodeURIComponent(a.getAttribute('href')!.slice(1)),
    );
    expect(targets.length).toBeGreaterThanOrEqual(sections.length);
    expect(targets.filter((target) => !document.getElementById(target))).toEqual([]);
    const words = countWords(textOf(article));
    expect(words).toBeGreaterThanOrEqual(
      locale === 'en' ? 600 : 0.8 * wordCount(documentText(english)),
    );
  });

  it('the cookie policy keeps a place for the Cookie settings button', async () => {
    const choices = (await pageDocument('/cookies')).querySelector(
      'section[aria-labelledby="your-choices"]',
    );
    expect(choices?.querySelector('[data-cookie-settings-spot]')).not.toBeNull();
  });
});

describe('static pages name no script of their own', () => {
  // A docs page or a legal document runs only the shell's scripts, those of a plain page; the
  // cookie policy is the exception (its button reopens the consent preferences). How many bytes
  // they weigh is the bench's (npm run bench).
  const docPages: PageId[] = [...docsGuides, 'api'];
  const cases = [
    ...docPages.flatMap((id) => locales.map((locale) => urlOf(id, locale))),
    ...coreLegalDocuments.filter((id) => id !== 'cookies').map((id) => urlOf(id, 'en')),
  ];

  it.each(cases.map((url) => [url]))('%s', async (url) => {
    const plain = new Set(scriptSources(await pageDocument('/about')));
    expect(plain.size).toBeGreaterThan(0);
    const own = scriptSources(await pageDocument(url)).filter((src) => !plain.has(src));
    expect(own).toEqual([]);
  });
});
