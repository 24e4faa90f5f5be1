import 'server-only';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH } from '@/lib/mcp-registry/filter';
import { categories, hostings, transports } from '@/lib/mcp-registry/server-schema';
import { capAnswer, fetchPageTool, listServersTool, searchTool } from './site-tools';

const locale = z
  .enum(locales)
  .optional()
  .describe('Language of the answer: en (default), es, fr or de.');
const readOnly = { readOnlyHint: true, openWorldHint: false, idempotentHint: true } as const;

function json(value: unknown) {
  return {
    content: [{ type: 'text' as const, text: capAnswer(JSON.stringify(value, null, 2)) }],
  };
}

/** The site's MCP server: search, read a page as Markdown, browse the MCP registry. Read-only. */
export function createSiteMcpServer(siteUrl: string): McpServer {
  const server = new McpServer({ name: 'yno-website', version: '1.0.0' });

  server.registerTool(
    'search_site',
    {
      title: 'Search the YNO website',
      description:
        'Full-text search over the YNO website: pages, sections of the docs and legal documents, API reference endpoints, MCP registry servers and integrations. Returns titles, absolute URLs and snippets, best first.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .describe('Words to look for; prefixes and small typos match.'),
        locale,
        limit: z
          .number()
          .int()
          .min(1)
          .max(20)
          .optional()
          .describe('At most this many results (default 8).'),
      },
      annotations: readOnly,
    },
    async (input) => json(await searchTool(siteUrl, input)),
  );

  server.registerTool(
    'fetch_page',
    {
      title: 'Read a YNO page as Markdown',
      description:
        'The text of one page of the YNO website as Markdown, by its path or URL (for example /docs/mcp, /de/legal/dpa or a URL that search_site returned).',
      inputSchema: {
        path: z.string().trim().min(1).max(300).describe('Site path or URL of the page.'),
      },
      annotations: readOnly,
    },
    async ({ path }) => {
      const page = await fetchPageTool(siteUrl, path);
      if (!page) {
        return {
          isError: true,
          content: [
            { type: 'text' as const, text: `No page at "${path}". Use search_site to find one.` },
          ],
        };
      }
      return {
        content: [{ type: 'text' as const, text: `Source: ${page.url}\n\n${page.markdown}` }],
      };
    },
  );

  server.registerTool(
    'list_mcp_servers',
    {
      title: 'List MCP servers in the YNO registry',
      description:
        'MCP servers that work with YNO, filtered like the registry page: a search term, a category, a transport and where the server runs.',
      inputSchema: {
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
      },
      annotations: readOnly,
    },
    async ({ q, ...rest }) => json(await listServersTool(siteUrl, { q: q ?? '', ...rest })),
  );

  return server;
}
