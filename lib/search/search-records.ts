import { documentText, isDocument, type DocumentContent } from '@/lib/content/document';
import { withoutSoftHyphens } from '@/lib/content/soft-hyphen';
import type { Messages } from '@/lib/i18n/en-messages';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { integrations } from '@/lib/integrations/catalogue';
import { configKey } from '@/lib/mcp-registry/client-config';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { getPage, pages, type PageId } from '@/lib/site/pages';

import type { SearchKind } from './search-kinds';

export type { SearchKind } from './search-kinds';

/** What a search result is: a page, a section of a long page, an API endpoint, a catalogue entry. */
export type SearchRecord = {
  /** Unique within a locale: `page:docsMcp`, `section:docsMcp:connect`, `server:github`. */
  id: string;
  kind: SearchKind;
  pageId: PageId;
  title: string;
  /** Where the result lives, shown under its title: the page title, or page › section. */
  location: string;
  /** Localized site path, with the anchor of the section or entry. */
  url: string;
  /** The prose that is searched and quoted (code samples excluded). */
  text: string;
};

/** Extra namespaces whose copy appears on a page besides the page's own. */
const extraNamespaces: Partial<Record<PageId, (keyof Messages)[]>> = {
  home: ['hero', 'features', 'market', 'exclusiveAccess'],
};

/** Keys of a page's namespace whose entries are search records of their own. */
const ownRecords: Partial<Record<PageId, string[]>> = {
  mcpRegistry: ['servers'],
  integrations: ['catalogue'],
};

function omit(value: unknown, keys: string[] = []): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

/** API reference sections that describe one endpoint; the others are general sections. */
const API_GENERAL = new Set(['overview', 'authentication', 'errors', 'pagination', 'rate-limits']);

/**
 * Everything the site search finds in one locale, built from the catalogues and data the pages
 * render: each page; each heading section of a structured document (docs, API reference,
 * legal and in-depth pages); each MCP registry server; each integration.
 */
export function buildSearchRecords(messages: Messages, locale: Locale): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) {
    if (page.kind === 'comingSoon') continue;
    const id = page.id as PageId;
    const namespace = messages[id] as unknown;
    const url = localizedPath(page.path, locale);
    const pageTitle = clean(messages.nav.links[id].title);
    if (isDocument(namespace)) {
      records.push(...documentRecords(id, namespace, pageTitle, url));
    } else {
      const extra = (extraNamespaces[id] ?? []).map((name) => messages[name]);
      // Registry servers and integrations are records of their own.
      const own = omit(namespace, ownRecords[id]);
      records.push({
        id: `page:${id}`,
        kind: 'page',
        pageId: id,
        title: pageTitle,
        location: pageTitle,
        url,
        text: [own, ...extra].flatMap(prose).join(' '),
      });
    }
  }
  const registry = messages.mcpRegistry;
  const registryTitle = clean(messages.nav.links.mcpRegistry.title);
  for (const server of mcpServers) {
    records.push({
      id: `server:${server.id}`,
      kind: 'server',
      pageId: 'mcpRegistry',
      title: server.title,
      location: `${registryTitle} › ${registry.categories[server.category]}`,
      url: `${localizedPath(getPage('mcpRegistry').path, locale)}#server-${configKey(server)}`,
      text: [
        registry.servers[server.id as keyof typeof registry.servers].description,
        server.name,
        ...server.packages.map((item) => item.identifier),
      ].join(' '),
    });
  }
  const catalogue = messages.integrations;
  const integrationsTitle = clean(messages.nav.links.integrations.title);
  for (const integration of integrations) {
    const entry = catalogue.catalogue[integration.id as keyof typeof catalogue.catalogue];
    records.push({
      id: `integration:${integration.id}`,
      kind: 'integration',
      pageId: 'integrations',
      title: entry.name,
      location: `${integrationsTitle} › ${catalogue.categories[integration.category]}`,
      url: `${localizedPath(getPage('integrations').path, locale)}?q=${encodeURIComponent(entry.name)}`,
      text: entry.connects,
    });
  }
  return records;
}

function documentRecords(
  id: PageId,
  doc: DocumentContent,
  pageTitle: string,
  url: string,
): SearchRecord[] {
  const records: SearchRecord[] = [
    {
      id: `page:${id}`,
      kind: 'page',
      pageId: id,
      title: clean(doc.title),
      location: pageTitle,
      url,
      text: clean(`${doc.description} ${doc.intro}`),
    },
  ];
  for (const [sectionId, section] of Object.entries(doc.sections)) {
    const text = documentText({ title: '', intro: '', description: '', sections: { section } });
    records.push({
      id: `section:${id}:${sectionId}`,
      kind: id === 'api' && !API_GENERAL.has(sectionId) ? 'endpoint' : 'section',
      pageId: id,
      title: clean(section.heading),
      location: pageTitle,
      url: `${url}#${sectionId}`,
      text: clean(text.replace(section.heading, '')),
    });
  }
  return records;
}

/** The sentences of a page's copy: strings of five words or more, templates left out. */
function prose(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = clean(value);
    return text.split(' ').length >= 5 && !/\{\s*\w+\s*(,[^{}]*)?\}/.test(text) ? [text] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(prose);
}

/** Inline markup dropped (`code`, **bold**, [label](href), <b>tags</b>), one space between words. */
export function clean(text: string): string {
  return withoutSoftHyphens(text)
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/<([a-zA-Z]+)>(.*?)<\/\1>/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}
