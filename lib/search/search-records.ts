import 'server-only';
import type { Block, Section } from '@/lib/content/document';
import { pageDocument } from '@/lib/twins/page-document';
import { withoutSoftHyphens } from '@/lib/content/soft-hyphen';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { localizedPath } from '@/lib/i18n/paths';
import { integrations } from '@/lib/integrations/catalogue';
import { configKey } from '@/lib/mcp-registry/client-config';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { getPage, indexablePages, type PageId } from '@/lib/site/pages';
import type { SearchRecord } from './search-record';
import { normalizeTerm, sameWord, tokenize } from './search-terms';

export type { SearchRecord } from './search-record';

/** API reference sections that describe one endpoint; the others are general sections. */
const API_GENERAL = new Set(['overview', 'authentication', 'errors', 'pagination', 'rate-limits']);

/**
 * Sections whose entries are records of their own (every server, every integration), so the
 * page's list is not indexed twice.
 */
const listedElsewhere: Partial<Record<PageId, string[]>> = {
  mcpRegistry: ['registry-results'],
  integrations: ['catalogue'],
};

/**
 * A page's closing call to action (`platform-cta`) is a link onward, not something to find,
 * unless it is a contact visitors look for: those have search words of their own
 * (`pricing#pricing-cta`: "contact sales", "request a demo").
 */
const isCallToAction = (sectionId: string) => sectionId.endsWith('-cta');

/** The first of the candidates that differs from the title, so no result shows a name twice. */
function placeOf(title: string, candidates: (string | undefined)[]): string {
  const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
  return candidates.find((candidate) => candidate && !same(candidate, title)) ?? '';
}

/**
 * Everything the site search finds in one locale, built from what the pages show (their
 * Markdown twins' documents, lib/twins/page-document.ts): each page, with the words visitors
 * use for it; each heading section of it; each MCP registry server; each integration.
 */
export async function buildSearchRecords(locale: Locale): Promise<SearchRecord[]> {
  const messages = await loadMessages(locale);
  const siteName = messages.meta.siteName;
  const records: SearchRecord[] = [];
  const words = messages.searchWords as Record<string, string>;

  for (const page of indexablePages()) {
    const id = page.id as PageId;
    const doc = await pageDocument(id, locale);
    const url = localizedPath(page.path, locale);
    const name = clean(messages.nav.links[id].title);
    const title = clean(doc.title);
    const area = page.section ? messages.nav.sections[page.section] : undefined;
    records.push({
      id: `page:${id}`,
      kind: 'page',
      pageId: id,
      title,
      location: placeOf(title, [area, name, siteName]),
      url,
      name,
      keywords: words[id] ?? '',
      text: lines([doc.description, doc.intro]),
    });
    for (const [sectionId, section] of Object.entries(doc.sections)) {
      if (listedElsewhere[id]?.includes(sectionId)) continue;
      if (isCallToAction(sectionId) && !words[`${id}#${sectionId}`]) continue;
      const heading = clean(section.heading);
      records.push({
        id: `section:${id}:${sectionId}`,
        kind: id === 'api' && !API_GENERAL.has(sectionId) ? 'endpoint' : 'section',
        pageId: id,
        title: heading,
        location: placeOf(heading, [name, title, area]),
        url: `${url}#${sectionId}`,
        name: '',
        keywords: sectionKeywords(words, id, sectionId, heading),
        // A contact found through its search words leads with the contact itself.
        text: sectionText(section, { contactFirst: isCallToAction(sectionId) }),
      });
    }
  }

  const registry = messages.mcpRegistry;
  const registryName = clean(messages.nav.links.mcpRegistry.title);
  for (const server of mcpServers) {
    records.push({
      id: `server:${server.id}`,
      kind: 'server',
      pageId: 'mcpRegistry',
      title: server.title,
      location: `${registryName} › ${registry.categories[server.category]}`,
      url: `${localizedPath(getPage('mcpRegistry').path, locale)}#server-${configKey(server)}`,
      name: '',
      keywords: '',
      text: [
        registry.servers[server.id as keyof typeof registry.servers].description,
        server.name,
        ...server.packages.map((item) => item.identifier),
      ].join(' '),
    });
  }

  const catalogue = messages.integrations;
  const integrationsName = clean(messages.nav.links.integrations.title);
  for (const integration of integrations) {
    const entry = catalogue.catalogue[integration.id as keyof typeof catalogue.catalogue];
    records.push({
      id: `integration:${integration.id}`,
      kind: 'integration',
      pageId: 'integrations',
      title: entry.name,
      location: `${integrationsName} › ${catalogue.categories[integration.category]}`,
      url: `${localizedPath(getPage('integrations').path, locale)}?q=${encodeURIComponent(entry.name)}`,
      name: '',
      keywords: '',
      text: entry.connects,
    });
  }
  return records;
}

/**
 * The search words of a section: those of its page that its heading uses, in any form (so
 * "Idempotent requests" is found by the API reference's "idempotency"), and the words written
 * for the section itself (`privacy#your-rights` in messages/{locale}/searchWords.json).
 */
export function sectionKeywords(
  words: Record<string, string>,
  pageId: PageId,
  sectionId: string,
  heading: string,
): string {
  const headingTerms = [...terms(heading)];
  const fromPage = [...terms(words[pageId] ?? '')].filter((word) =>
    headingTerms.some((term) => sameWord(word, term)),
  );
  return [...fromPage, words[`${pageId}#${sectionId}`] ?? ''].join(' ').trim();
}

/** The indexed terms of a text, as the search engine cuts and folds them. */
function terms(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map(normalizeTerm)
      .filter((term): term is string => term !== null),
  );
}

/**
 * A section's prose without its heading (which is the record's title), code left out: one
 * line per paragraph, list item and table row, so that a snippet quotes one of them
 * (lib/search/snippet.ts). A row reads as its first cell, then the others.
 */
function sectionText(section: Section, { contactFirst = false } = {}): string {
  const blocks = Object.values(section.blocks);
  return lines((contactFirst ? blocks.toReversed() : blocks).flatMap(blockLines));
}

function blockLines(block: Block): string[] {
  if (typeof block === 'string') return [block];
  if ('subheading' in block) return [block.subheading];
  if ('items' in block) return Object.values(block.items);
  if ('steps' in block) return Object.values(block.steps);
  if ('note' in block) return [block.note];
  if ('columns' in block)
    return [block.columns, ...Object.values(block.rows)].map((row) => {
      const [first, ...rest] = Object.values(row);
      return rest.length ? `${first}: ${rest.join(' · ')}` : first;
    });
  return [];
}

/** Texts cleaned (see clean), one a line, empty ones left out. */
function lines(texts: string[]): string {
  return texts.map(clean).filter(Boolean).join('\n');
}

/**
 * Inline markup dropped (`code`, **bold**, _emphasis_, [label](href)), one space between words.
 * A link to a mailbox keeps its address, which is what a visitor looking for a contact needs.
 */
export function clean(text: string): string {
  return withoutSoftHyphens(text)
    .replace(/\[([^\]]+)\]\(mailto:([^)?]+)[^)]*\)/g, (_, label: string, address: string) =>
      label.includes(address) ? label : `${label} (${address})`,
    )
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(^|\s)_([^_]+)_(?=\s|$)/g, '$1$2')
    .replace(/<([a-zA-Z]+)>(.*?)<\/\1>/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}
