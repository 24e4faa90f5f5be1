import 'server-only';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { getPublicEnv } from '@/lib/env';
import { fillTokensDeep, siteTokens } from '@/lib/site/site-tokens';
import { pages, type PageId } from '@/lib/site/pages';
import { pageFrontMatter, type PageFrontMatter } from './content-schema';
import { pageDocumentPath, readContentFile } from './content-files';
import type { DocumentContent } from './document-model';

/**
 * The one loader of the site's long pages: content/pages/<route>/<locale>.mdoc, read from disk
 * when a page is built or a runtime reader (search, MCP, the assistant) asks, checked against
 * the schema, with the site's facts filled in. The page's HTML, its Markdown twin, llms-full.txt,
 * the search records, the MCP tools and the assistant all read documents through here.
 */
export type LoadedDocument = DocumentContent & {
  /** The language the text is written in: English when the locale has no file yet. */
  lang: Locale;
  searchWords: string[];
  sectionSearchWords: Record<string, string[]>;
  nav?: PageFrontMatter['nav'];
};

/** The page's document in a locale (English when that locale has none), or undefined. */
export function loadPageDocument(id: PageId, locale: Locale): LoadedDocument | undefined {
  // The cookie policy names Google Analytics only where a measurement ID is set.
  const variables = { analytics: Boolean(getPublicEnv().gaMeasurementId) };
  const read = (lang: Locale) =>
    readContentFile(pageDocumentPath(id, lang), {
      schema: pageFrontMatter,
      body: 'sections',
      variables,
    });
  let lang = locale;
  let file = read(locale);
  if (!file && locale !== defaultLocale) {
    lang = defaultLocale;
    file = read(defaultLocale);
  }
  if (!file) return undefined;
  const { data, sections } = file;
  return fillTokensDeep(
    {
      title: data.title,
      description: data.description,
      intro: data.intro,
      ...(data.updated ? { updated: data.updated } : {}),
      sections,
      lang,
      searchWords: data.searchWords,
      sectionSearchWords: Object.fromEntries(
        (data.sectionSearchWords ?? []).map(({ section, words }) => [section, words]),
      ),
      nav: data.nav,
    },
    siteTokens(),
  );
}

/** A page's document; throws for a page that has none, which is a registry or content error. */
export function requirePageDocument(id: PageId, locale: Locale): LoadedDocument {
  const doc = loadPageDocument(id, locale);
  if (!doc)
    throw new Error(`Page "${id}" has no document at content/${pageDocumentPath(id, 'en')}`);
  return doc;
}

/** The pages whose text is a document under content/pages (the others are built from the UI catalogue). */
export function documentPageIds(): PageId[] {
  return pages.map((page) => page.id).filter((id) => loadPageDocument(id, defaultLocale));
}

/**
 * What the UI catalogue reads from the documents' front-matter, in its own shapes: each page's
 * sidebar link (`nav.links.<id>`) and search words (`searchWords.<id>`, `searchWords.<id>#<section>`).
 * lib/messages/load-messages.ts adds them to the messages, so menus, breadcrumbs and search
 * read one source.
 */
export function catalogueEntries(locale: Locale) {
  const links: Record<string, { title: string; description: string }> = {};
  const searchWords: Record<string, string> = {};
  for (const page of pages) {
    const doc = loadPageDocument(page.id, locale);
    if (!doc) continue;
    if (doc.nav) links[page.id] = { title: doc.nav.label, description: doc.nav.description };
    searchWords[page.id] = doc.searchWords.join(', ');
    for (const [sectionId, words] of Object.entries(doc.sectionSearchWords))
      searchWords[`${page.id}#${sectionId}`] = words.join(', ');
  }
  return { links, searchWords };
}
