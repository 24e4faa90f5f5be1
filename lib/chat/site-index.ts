import 'server-only';
import type MiniSearch from 'minisearch';
import type { Block } from '@/lib/content/document';
import { pageDocument } from '@/lib/twins/page-document';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { localizedPath } from '@/lib/i18n/paths';
import { createSearchEngine } from '@/lib/search/search-engine';
import type { SearchRecord } from '@/lib/search/search-record';
import { clean, sectionKeywords } from '@/lib/search/search-records';
import { loadSiteSearch } from '@/lib/search/site-search-index';
import { indexablePages, type PageId } from '@/lib/site/pages';
import { keywords } from './keywords';

/** A piece of a page that the site assistant can quote and link to. */
export type Passage = {
  id: string;
  pageId: PageId;
  /** The localized URL of the page, or of the section on it. */
  url: string;
  /** The page's short title, from the sidebar. */
  pageTitle: string;
  text: string;
  /** Keywords of the text, for telling apart passages that restate each other. */
  terms: string[];
};

/** The assistant's own index over the site, finer than the site search's. */
export type SiteIndex = {
  locale: Locale;
  engine: MiniSearch<SearchRecord>;
  passages: Passage[];
  byId: Map<string, Passage>;
};

/**
 * The assistant reads what the pages show, as their Markdown twins do (pageDocument): each page,
 * each part of each section down to its subheadings (a plan with its price, one FAQ answer),
 * each registry server and integration. It runs on the server only, so it can hold the whole
 * text, where the search index the browser downloads keeps to its size.
 */
export async function buildSiteIndex(locale: Locale): Promise<SiteIndex> {
  const messages = await loadMessages(locale);
  const words = messages.searchWords as Record<string, string>;
  const records: SearchRecord[] = [];
  const titles = new Map<PageId, string>();

  for (const page of indexablePages()) {
    const id = page.id as PageId;
    const doc = await pageDocument(id, locale);
    const url = localizedPath(page.path, locale);
    const name = clean(messages.nav.links[id].title);
    titles.set(id, name);
    const base = { pageId: id, name: '', location: name, keywords: words[id] ?? '' };
    records.push({
      ...base,
      id: `page:${id}`,
      kind: 'page',
      title: clean(doc.title),
      name,
      url,
      text: clean([doc.description, doc.intro, ...blocksText(doc.preface ?? [])].join(' ')),
    });
    for (const [sectionId, section] of Object.entries(doc.sections)) {
      parts(section.heading, Object.values(section.blocks)).forEach((part, index) =>
        records.push({
          ...base,
          id: `section:${id}:${sectionId}:${index}`,
          kind: 'section',
          title: clean(part.title),
          keywords: sectionKeywords(words, id, sectionId, `${section.heading} ${part.title}`),
          url: `${url}#${sectionId}`,
          text: clean(blocksText(part.blocks)),
        }),
      );
    }
  }
  // Registry servers and integrations, as the site search holds them.
  const { records: catalogue } = await loadSiteSearch(locale);
  records.push(
    ...catalogue.filter((record) => record.kind === 'server' || record.kind === 'integration'),
  );

  const passages = records.map((record) => {
    const text = record.kind === 'page' ? record.text : `${record.title}: ${record.text}`;
    return {
      id: record.id,
      pageId: record.pageId,
      url: record.url,
      pageTitle: titles.get(record.pageId) ?? record.location,
      text,
      terms: keywords(text),
    };
  });
  return {
    locale,
    engine: createSearchEngine(records, { compounds: locale === 'de' }),
    passages,
    byId: new Map(passages.map((passage) => [passage.id, passage])),
  };
}

/** A section cut at its subheadings: the part before the first, then one part per subheading. */
function parts(heading: string, list: Block[]): { title: string; blocks: Block[] }[] {
  const result = [{ title: heading, blocks: [] as Block[] }];
  for (const block of list) {
    if (typeof block === 'object' && 'subheading' in block)
      result.push({ title: block.subheading, blocks: [] });
    else result[result.length - 1].blocks.push(block);
  }
  return result.filter((part, index) => index > 0 || part.blocks.length > 0);
}

/**
 * The prose of some blocks as sentences to quote, code left out: list items and table rows
 * each a clause of their own, every block ending as a sentence does.
 */
function blocksText(list: Block[]): string {
  const sentence = (text: string) => (/[.!?:;…]$/.test(text.trim()) ? text : `${text}.`);
  return list
    .map((block) => {
      if (typeof block === 'string') return sentence(block);
      if ('subheading' in block) return sentence(block.subheading);
      if ('items' in block) return sentence(Object.values(block.items).join('; '));
      if ('steps' in block) return sentence(Object.values(block.steps).join('; '));
      if ('note' in block) return sentence(block.note);
      if ('columns' in block) {
        const rows = [block.columns, ...Object.values(block.rows)].map((row) => {
          const [first, ...rest] = Object.values(row);
          return sentence(`${first}: ${rest.join(' · ')}`);
        });
        return rows.join(' ');
      }
      return '';
    })
    .join(' ');
}
