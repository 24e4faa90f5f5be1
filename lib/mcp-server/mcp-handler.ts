import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { clientIp } from '@/lib/http/client-ip';
import { problem, rateLimited } from '@/lib/http/problem';
import type { RateLimit } from '@/lib/http/rate-limit';
import { forbiddenOrigin, isForeignOrigin } from '@/lib/http/same-origin';
import { createSiteMcpServer } from './mcp-server';

export type McpHandlerOptions = {
  siteUrl: string;
  limiter: RateLimit;
  vercel: boolean;
  trustedProxy: boolean;
};

/** A JSON-RPC request body larger than this is refused; every tool takes a few short strings. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * The `/mcp` endpoint: Streamable HTTP without sessions, so any instance answers any request.
 * Each POST gets a fresh server and transport and a JSON answer. Browsers on other sites are
 * refused (their Origin), and every client is rate limited by address.
 */
export function createMcpHandler(options: McpHandlerOptions) {
  return async function handle(request: Request): Promise<Response> {
    if (isForeignOrigin(request, { ...options })) return forbiddenOrigin();
    if (request.method !== 'POST') {
      return problem(
        405,
        {
          error: 'method_not_allowed',
          message: 'This MCP server is stateless: POST JSON-RPC messages.',
        },
        { Allow: 'POST' },
      );
    }
    const decision = await options.limiter.take(clientIp(request.headers, options));
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    const server = createSiteMcpServer(options.siteUrl);
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(request);
      const headers = new Headers(response.headers);
      headers.set('Cache-Control', 'no-store');
      return new Response(await response.arrayBuffer(), { status: response.status, headers });
    } finally {
      await server.close();
    }
  };
}
