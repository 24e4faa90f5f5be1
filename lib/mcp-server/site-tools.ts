import 'server-only';
import { markdownPath } from '@/lib/twins/markdown-pages';
import { pageDocument } from '@/lib/twins/page-document';
import { pageMarkdown, pagePartMarkdown } from '@/lib/twins/page-markdown';
import { withoutSoftHyphens } from '@/lib/content/soft-hyphen';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { localizedPath, stripLocale } from '@/lib/i18n/paths';
import { filterServers, searchText, type RegistryQuery } from '@/lib/mcp-registry/filter';
import { configKey } from '@/lib/mcp-registry/client-config';
import { serverHostings, serverTransports } from '@/lib/mcp-registry/server-schema';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { searchEngine } from '@/lib/search/search-engine';
import { markdownSnippet, withSnippets } from '@/lib/search/snippet';
import type { SearchKind } from '@/lib/search/search-kinds';
import { loadSiteSearch } from '@/lib/search/site-search-index';
import { absoluteUrl } from '@/lib/seo/alternates';
import { getPage, pages, type PageId } from '@/lib/site/pages';
import { pageResourceUri } from './page-resources';

/** No answer of a tool carries more text than this; fetch_page continues from `nextOffset`. */
export const MAX_ANSWER_CHARS = 40_000;

export type SearchAnswer = {
  query: string;
  locale: Locale;
  results: { title: string; location: string; kind: SearchKind; url: string; snippet: string }[];
};

/**
 * The site search (lib/search) for agents: titles, absolute URLs and snippets, best first. Each
 * snippet is the sentence (or table row) that answers, with the matched words in **bold**.
 */
export async function searchTool(
  siteUrl: string,
  { query, locale = defaultLocale, limit = 8 }: { query: string; locale?: Locale; limit?: number },
): Promise<SearchAnswer> {
  const { engine, snippetText } = await loadSiteSearch(locale);
  const hits = withSnippets(
    searchEngine(engine, query, { limit }),
    (hit) => snippetText(hit.id),
    query,
  );
  return {
    query,
    locale,
    results: hits.map((hit) => ({
      title: hit.title,
      location: hit.location,
      kind: hit.kind,
      url: absoluteUrl(siteUrl, hit.url),
      snippet: markdownSnippet(hit.excerpt, hit.terms, query),
    })),
  };
}

/** A page in one language, and the id of one of its headings when only that part is asked for. */
export type PageTarget = { id: PageId; locale: Locale; section?: string };

/**
 * The site page a path or URL names: `/de/legal/dpa`, `/docs/mcp.md`, `https://…/api#errors`.
 * A fragment names one part of it, as search_site's section URLs do. A URL of another host is
 * `foreign`: this server reads its own pages, never someone else's.
 */
export function resolvePagePath(
  input: string,
  ownHosts: readonly string[],
): PageTarget | 'foreign' | undefined {
  let path = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(path, 'https://invalid.invalid');
    } catch {
      return undefined;
    }
    if (!/^https?:$/.test(url.protocol) || !ownHosts.includes(url.host)) return 'foreign';
    path = url.pathname + url.hash;
  }
  const fragment = /#(.+)$/.exec(path)?.[1];
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/index\.md$/, '/').replace(/\.md$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const first = path.split('/')[1];
  const locale = isLocale(first) ? first : defaultLocale;
  const bare = stripLocale(path, [locale]);
  const page = pages.find((entry) => entry.path === bare);
  if (!page) return undefined;
  const section = fragment ? safeDecode(fragment) : undefined;
  return section ? { id: page.id, locale, section } : { id: page.id, locale };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What fetch_page says about the text it returns; the text itself travels once, as content. */
export type PageFacts = {
  url: string;
  markdownUrl: string;
  resourceUri: string;
  locale: Locale;
  title: string;
  section?: string;
  offset: number;
  totalChars: number;
  nextOffset?: number;
};

export type PageAnswer = PageFacts & { markdown: string };

/**
 * A page as its Markdown twin serves it, or the one part of it the target names, from `offset`,
 * at most `limit` characters at a time, cut at a line break; `nextOffset` says where the rest
 * begins. Undefined when the page has no heading with the target's id.
 */
export async function fetchPageTool(
  siteUrl: string,
  { id, locale, section }: PageTarget,
  offset = 0,
  limit = MAX_ANSWER_CHARS,
): Promise<PageAnswer | undefined> {
  const markdown = section
    ? await pagePartMarkdown(id, locale, section)
    : await pageMarkdown(id, locale);
  if (markdown === undefined) return undefined;
  const { title } = await pageDocument(id, locale);
  let end = Math.min(markdown.length, offset + limit);
  if (end < markdown.length) {
    const lineEnd = markdown.lastIndexOf('\n', end);
    if (lineEnd > offset) end = lineEnd + 1;
  }
  const fragment = section ? `#${encodeURIComponent(section)}` : '';
  return {
    url: absoluteUrl(siteUrl, localizedPath(getPage(id).path, locale)) + fragment,
    markdownUrl: absoluteUrl(siteUrl, markdownPath(id, locale)) + fragment,
    resourceUri: pageResourceUri(id, locale),
    locale,
    title: withoutSoftHyphens(title),
    ...(section ? { section } : {}),
    markdown: markdown.slice(offset, end),
    offset,
    totalChars: markdown.length,
    ...(end < markdown.length ? { nextOffset: end } : {}),
  };
}

export type ServerAnswer = {
  total: number;
  servers: {
    id: string;
    name: string;
    title: string;
    category: string;
    description: string;
    transports: string[];
    hostings: string[];
    packages: string[];
    remotes: string[];
    url: string;
  }[];
};

/** The MCP registry with the page's own filters (lib/mcp-registry/filter.ts). */
export async function listServersTool(
  siteUrl: string,
  {
    locale = defaultLocale,
    limit = 25,
    ...query
  }: RegistryQuery & { locale?: Locale; limit?: number },
): Promise<ServerAnswer> {
  const messages = (await loadMessages(locale)).mcpRegistry;
  const description = (id: string) =>
    messages.servers[id as keyof typeof messages.servers]?.description ?? '';
  const found = filterServers(mcpServers, query, (server) =>
    searchText(server, [description(server.id), messages.categories[server.category]]),
  );
  const registry = localizedPath('/mcp-registry', locale);
  return {
    total: found.length,
    servers: found.slice(0, limit).map((server) => ({
      id: server.id,
      name: server.name,
      title: server.title,
      category: messages.categories[server.category],
      description: description(server.id),
      transports: serverTransports(server),
      hostings: serverHostings(server),
      packages: server.packages.map((p) => `${p.registryType}:${p.identifier}@${p.version}`),
      remotes: server.remotes.map((r) => r.url),
      url: absoluteUrl(siteUrl, `${registry}#server-${configKey(server)}`),
    })),
  };
}
