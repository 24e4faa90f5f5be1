import { isDocument } from '@/lib/content/document';
import { pageMarkdown } from '@/lib/content/page-markdown';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { localizedPath, stripLocale } from '@/lib/i18n/paths';
import { filterServers, searchText, type RegistryQuery } from '@/lib/mcp-registry/filter';
import { configKey } from '@/lib/mcp-registry/client-config';
import { serverHostings, serverTransports } from '@/lib/mcp-registry/server-schema';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { searchEngine } from '@/lib/search/search-engine';
import { loadSiteSearch } from '@/lib/search/site-search-index';
import { absoluteUrl } from '@/lib/seo/alternates';
import { indexablePages, type PageId } from '@/lib/site/pages';

/** No answer of a tool is longer than this; longer ones end with a note that they were cut. */
export const MAX_ANSWER_CHARS = 40_000;

export function capAnswer(text: string): string {
  if (text.length <= MAX_ANSWER_CHARS) return text;
  const cut = text.slice(0, MAX_ANSWER_CHARS).replace(/\s+\S*$/, '');
  return `${cut}\n\n[… cut at ${MAX_ANSWER_CHARS} characters]`;
}

export type SearchAnswer = {
  results: { title: string; location: string; kind: string; url: string; snippet: string }[];
};

/** The site search (lib/search) for agents: titles, absolute URLs and snippets. */
export async function searchTool(
  siteUrl: string,
  { query, locale = defaultLocale, limit = 8 }: { query: string; locale?: Locale; limit?: number },
): Promise<SearchAnswer> {
  const { engine } = await loadSiteSearch(locale);
  return {
    results: searchEngine(engine, query, { limit }).map((hit) => ({
      title: hit.title,
      location: hit.location,
      kind: hit.kind,
      url: absoluteUrl(siteUrl, hit.url),
      snippet: hit.excerpt,
    })),
  };
}

/** The site page a path or URL names: `/de/legal/dpa`, `/docs/mcp.md#x`, `https://…/api`. */
export function resolvePagePath(input: string): { id: PageId; locale: Locale } | undefined {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/[?#].*$/, '').replace(/\.md$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const first = path.split('/')[1];
  const locale = isLocale(first) ? first : defaultLocale;
  const bare = stripLocale(path, [locale]);
  const page = indexablePages().find((entry) => entry.path === bare);
  return page ? { id: page.id as PageId, locale } : undefined;
}

/** A page as Markdown: documents as their `.md` twin serves them, other pages as their copy. */
export async function fetchPageTool(
  siteUrl: string,
  path: string,
): Promise<{ url: string; markdown: string } | undefined> {
  const target = resolvePagePath(path);
  if (!target) return undefined;
  const { id, locale } = target;
  const url = absoluteUrl(
    siteUrl,
    localizedPath(indexablePages().find((p) => p.id === id)!.path, locale),
  );
  const messages = await loadMessages(locale);
  if (isDocument(messages[id])) return { url, markdown: capAnswer(await pageMarkdown(id, locale)) };
  const { byId } = await loadSiteSearch(locale);
  const record = byId.get(`page:${id}`)!;
  const { description } = messages[id] as { description: string };
  return { url, markdown: capAnswer(`# ${record.title}\n\n${description}\n\n${record.text}\n`) };
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
