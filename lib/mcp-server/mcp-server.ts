import 'server-only';
import { McpServer, ResourceNotFoundError, ResourceTemplate } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { markdownPath, MARKDOWN } from '@/lib/twins/markdown-pages';
import { pageDocument } from '@/lib/twins/page-document';
import { pageMarkdown, pagePartIds } from '@/lib/twins/page-markdown';
import { withoutSoftHyphens } from '@/lib/content/soft-hyphen';
import { locales } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH } from '@/lib/mcp-registry/filter';
import { categories, hostings, transports } from '@/lib/mcp-registry/server-schema';
import { searchKinds } from '@/lib/search/search-kinds';
import { absoluteUrl } from '@/lib/seo/alternates';
import { pages } from '@/lib/site/pages';
import {
  PAGE_RESOURCE_TEMPLATE,
  pageFromResource,
  pageResourceCompletions,
  pageResourceUri,
} from './page-resources';
import type { McpBudget } from './mcp-budget';
import {
  fetchPageTool,
  listServersTool,
  MAX_ANSWER_CHARS,
  resolvePagePath,
  searchTool,
  type PageAnswer,
} from './site-tools';

export type SiteMcpOptions = {
  siteUrl: string;
  /** What one client may send; the instructions state it, so an agent can plan a session. */
  budget: McpBudget;
  /** Hosts whose URLs fetch_page reads: the site's own, and the one the request was sent to. */
  ownHosts: readonly string[];
};

const locale = z
  .enum(locales)
  .optional()
  .describe('Language of the answer: en (default), es, fr or de.');
const readOnly = { readOnlyHint: true, openWorldHint: false, idempotentHint: true } as const;

/** The site's text changes only with a deployment; an hour of caching costs a reader nothing. */
const cacheHint = { ttlMs: 60 * 60 * 1000, cacheScope: 'public' } as const;

const searchOutput = z.object({
  query: z.string(),
  locale: z.enum(locales),
  results: z.array(
    z.object({
      title: z.string(),
      location: z.string().describe('Where the result is: the page, or the site section.'),
      kind: z.enum(searchKinds),
      url: z.string().describe('Absolute URL of the page, with the anchor of a section.'),
      snippet: z.string(),
    }),
  ),
});

const pageOutput = z.object({
  url: z.string().describe('The page, with the section anchor when one section was asked for.'),
  markdownUrl: z.string().describe('The whole page over HTTP, at the page URL plus .md.'),
  resourceUri: z.string().describe('The whole page as an MCP resource.'),
  locale: z.enum(locales),
  title: z.string().describe('The page title.'),
  section: z
    .string()
    .optional()
    .describe('The heading id, when the answer is that one section of the page.'),
  offset: z.number().int().describe('Where in the text this part begins.'),
  totalChars: z.number().int().describe('Length of the whole text (page or section).'),
  nextOffset: z
    .number()
    .int()
    .optional()
    .describe('Present when the page continues: call again with this offset.'),
});

const serversOutput = z.object({
  total: z.number().int(),
  servers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      title: z.string(),
      category: z.string(),
      description: z.string(),
      transports: z.array(z.string()),
      hostings: z.array(z.string()),
      packages: z.array(z.string()),
      remotes: z.array(z.string()),
      url: z.string(),
    }),
  ),
});

/** A structured result, with its JSON as text for clients that read text only. */
function structured<T extends Record<string, unknown>>(value: T) {
  return {
    content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/**
 * fetch_page's answer: the Markdown once, as the first text block, which every client reads;
 * then the facts about it (offset, totalChars, nextOffset, URLs) as structured content and, for
 * clients that read text only, as its JSON in a second, one-line block. The text itself stays
 * out of the structured content: there it would travel twice, doubling a long page.
 */
function pageResult({ markdown, ...facts }: PageAnswer) {
  return {
    content: [
      { type: 'text' as const, text: markdown },
      { type: 'text' as const, text: JSON.stringify(facts) },
    ],
    structuredContent: facts,
  };
}

/** What the server tells every client first: what it offers, and how much it may ask. */
export function serverInstructions({ burst, perMinute }: McpBudget): string {
  return [
    'Search the YNO website (search_site), read any page as Markdown (fetch_page, or the yno://pages/{locale}{+path} resources) and browse the MCP registry (list_mcp_servers). Pages exist in en, es, fr and de.',
    'fetch_page also reads one section: pass a section URL from search_site, or a path with a heading id (/legal/dpa#breach). Headings in the Markdown carry their ids ({#breach}).',
    `Budget per client: bursts of up to ${burst} JSON-RPC messages, refilled at ${perMinute} a minute; every message counts, initialize and notifications included. Over it, the server answers HTTP 429 with Retry-After (seconds) and a JSON-RPC error -32000 whose data.retryAfterSeconds says the same.`,
  ].join(' ');
}

function toolError(text: string) {
  return { isError: true, content: [{ type: 'text' as const, text }] };
}

/**
 * The site's MCP server, built afresh for each request: search, read a page as Markdown, browse
 * the MCP registry, and every page's Markdown as a resource. Read-only; nothing it offers
 * changes while it runs, so it declares no list-change notifications.
 */
export function createSiteMcpServer({ siteUrl, ownHosts, budget }: SiteMcpOptions): McpServer {
  const server = new McpServer(
    { name: 'yno-website', title: 'YNO website', version: '2.0.0', websiteUrl: siteUrl },
    {
      capabilities: {
        tools: { listChanged: false },
        resources: { listChanged: false, subscribe: false },
      },
      instructions: serverInstructions(budget),
      cacheHints: {
        'tools/list': cacheHint,
        'resources/list': cacheHint,
        'resources/templates/list': cacheHint,
        'resources/read': cacheHint,
        'server/discover': cacheHint,
      },
    },
  );

  server.registerTool(
    'search_site',
    {
      title: 'Search the YNO website',
      description:
        'Full-text search over the YNO website in one language: pages, sections of the docs and legal documents, API reference endpoints, MCP registry servers and integrations. Questions in plain words work ("how much does YNO cost"). Returns titles, absolute URLs and snippets, best first; the URL of a section, passed to fetch_page, reads that section alone.',
      inputSchema: z.object({
        query: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .describe('Words or a question; prefixes and small typos match.'),
        locale,
        limit: z
          .number()
          .int()
          .min(1)
          .max(20)
          .optional()
          .describe('At most this many results (default 8).'),
      }),
      outputSchema: searchOutput,
      annotations: readOnly,
    },
    async (input) => structured(await searchTool(siteUrl, input)),
  );

  server.registerTool(
    'fetch_page',
    {
      title: 'Read a YNO page as Markdown',
      description: `Everything a visitor can read on one page of the YNO website, as Markdown: plans and prices, tables, FAQs, catalogues. Give its path or URL (/pricing, /de/legal/dpa, or a URL search_site returned); add a heading id to read one section with its heading (/legal/dpa#breach). The Markdown is the first text block; offset, totalChars and nextOffset follow as structured content and as JSON in a second text block. Long texts come in parts of at most ${MAX_ANSWER_CHARS} characters (fewer with maxChars): call again with nextOffset.`,
      inputSchema: z.object({
        path: z
          .string()
          .trim()
          .min(1)
          .max(300)
          .describe(
            'Site path or URL of the page; a /de, /es or /fr prefix picks the language, a #heading-id one section.',
          ),
        offset: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe('Where to continue a long text: the nextOffset of the previous answer.'),
        maxChars: z
          .number()
          .int()
          .min(1000)
          .max(MAX_ANSWER_CHARS)
          .optional()
          .describe(`At most this many characters in one answer (default ${MAX_ANSWER_CHARS}).`),
      }),
      outputSchema: pageOutput,
      annotations: readOnly,
    },
    async ({ path, offset, maxChars }) => {
      const target = resolvePagePath(path, ownHosts);
      if (target === 'foreign')
        return toolError(
          `"${path}" is not on this website (${siteUrl}). Only its own pages can be read.`,
        );
      if (!target) return toolError(`No page at "${path}". Use search_site to find one.`);
      const page = await fetchPageTool(siteUrl, target, offset, maxChars);
      if (!page) {
        const ids = await pagePartIds(target.id, target.locale);
        return toolError(
          `No heading #${target.section} on "${path.replace(/#.*$/, '')}". Its heading ids: ${ids.join(', ')}.`,
        );
      }
      if (offset && offset >= page.totalChars)
        return toolError(
          `The text has ${page.totalChars} characters; offset ${offset} is past its end.`,
        );
      return pageResult(page);
    },
  );

  server.registerTool(
    'list_mcp_servers',
    {
      title: 'List MCP servers in the YNO registry',
      description:
        'MCP servers that work with YNO, filtered like the registry page: a search term, a category, a transport and where the server runs.',
      inputSchema: z.object({
        q: z
          .string()
          .trim()
          .max(MAX_QUERY_LENGTH)
          .optional()
          .describe('Words every listed server matches.'),
        category: z.enum(categories).optional(),
        transport: z.enum(transports).optional(),
        hosting: z
          .enum(hostings)
          .optional()
          .describe('remote: hosted endpoint; local: runs on your machine.'),
        locale,
        limit: z
          .number()
          .int()
          .min(1)
          .max(50)
          .optional()
          .describe('At most this many servers (default 25).'),
      }),
      outputSchema: serversOutput,
      annotations: readOnly,
    },
    async ({ q, ...rest }) => structured(await listServersTool(siteUrl, { q: q ?? '', ...rest })),
  );

  server.registerResource(
    'page',
    new ResourceTemplate(PAGE_RESOURCE_TEMPLATE, {
      list: async () => ({
        resources: await Promise.all(
          locales.flatMap((code) =>
            pages.map(async (page) => {
              const doc = await pageDocument(page.id, code);
              return {
                uri: pageResourceUri(page.id, code),
                name: `${page.id}.${code}`,
                title: withoutSoftHyphens(doc.title),
                description: doc.description,
                mimeType: 'text/markdown',
              };
            }),
          ),
        ),
      }),
      complete: pageResourceCompletions,
    }),
    {
      title: 'A YNO page as Markdown',
      description:
        'Any page of the YNO website as Markdown, by language and site path: yno://pages/de/legal/dpa, yno://pages/en/ for the English home page.',
      mimeType: 'text/markdown',
    },
    async (uri, variables) => {
      const target = pageFromResource(variables);
      if (!target) throw new ResourceNotFoundError(uri.href);
      return {
        contents: [
          {
            uri: uri.href,
            mimeType: MARKDOWN.split(';')[0],
            text: await pageMarkdown(target.id, target.locale),
            _meta: { url: absoluteUrl(siteUrl, markdownPath(target.id, target.locale)) },
          },
        ],
      };
    },
  );

  return server;
}
