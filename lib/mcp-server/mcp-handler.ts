import 'server-only';
import { createMcpHandler as createSdkHandler } from '@modelcontextprotocol/server';
import { clientIp } from '@/lib/http/client-ip';
import type { RateLimit } from '@/lib/http/rate-limit';
import { readJsonBody } from '@/lib/http/read-json-body';
import { isForeignOrigin } from '@/lib/http/same-origin';
import { isSiteHost, type SiteOrigins } from '@/lib/site-origin';
import type { McpBudget } from './mcp-budget';
import { createSiteMcpServer } from './mcp-server';

export type McpHandlerOptions = {
  siteUrl: string;
  /** The origins this site answers as: Origin and Host must be among them. */
  siteOrigins: SiteOrigins;
  /** What `limiter` allows one client, as the server's instructions and its refusals state it. */
  budget: McpBudget;
  limiter: RateLimit;
  vercel: boolean;
  trustedProxy: boolean;
};

/** A JSON-RPC message larger than this is refused; every tool takes a few short strings. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The methods this endpoint answers: POST for messages, OPTIONS to say so. */
export const ALLOWED_METHODS = 'OPTIONS, POST';

/**
 * What an MCP-Protocol-Version header can be: a revision is a date. Anything else is refused
 * before the SDK, whose 400 for an unsupported revision repeats the value it was sent.
 */
const PROTOCOL_VERSION = /^\d{4}-\d{2}-\d{2}$/;

/** JSON-RPC error codes: the standard ones, and one of the implementation-defined range. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const RATE_LIMITED = -32000;

type JsonRpcId = string | number | null;

/** A JSON-RPC error response, with the HTTP status and headers it travels with. */
export function jsonRpcError(
  status: number,
  id: JsonRpcId,
  code: number,
  message: string,
  { data, headers }: { data?: Record<string, unknown>; headers?: HeadersInit } = {},
): Response {
  return Response.json(
    { jsonrpc: '2.0', id, error: { code, message, ...(data ? { data } : {}) } },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

function idOf(message: unknown): JsonRpcId {
  const id = (message as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * The `/mcp` endpoint: Streamable HTTP without sessions, on the SDK's v2 entry, which answers
 * clients of the 2026-07-28 revision and, through its stateless fallback, those of 2025-11-25
 * and earlier. In front of it, what the spec and the site ask of every message: a Host that is
 * not one of the site's own is refused (DNS rebinding), so are browsers on other sites (Origin)
 * and a protocol version that is not a revision's date; one JSON-RPC message per POST (the
 * transport has had no batches since 2025-06-18); each message counts against its client's
 * rate limit, and a client over it gets a JSON-RPC error with Retry-After.
 */
export function createMcpHandler(options: McpHandlerOptions) {
  const sdk = createSdkHandler(
    ({ requestInfo }) =>
      createSiteMcpServer({
        siteUrl: options.siteUrl,
        budget: options.budget,
        ownHosts: ownHosts(options.siteUrl, requestInfo),
      }),
    { maxRequestBodySize: MAX_BODY_BYTES },
  );

  return async function handle(request: Request): Promise<Response> {
    if (!isSiteHost(addressedHost(request), options.siteOrigins))
      return jsonRpcError(403, null, INVALID_REQUEST, 'This server does not answer for that host.');
    if (isForeignOrigin(request, options))
      return jsonRpcError(403, null, INVALID_REQUEST, 'Cross-site requests are refused.');
    const version = request.headers.get('mcp-protocol-version');
    if (version !== null && !PROTOCOL_VERSION.test(version))
      return jsonRpcError(
        400,
        null,
        INVALID_REQUEST,
        'Unsupported MCP-Protocol-Version: a revision is a date such as 2025-11-25.',
      );
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: { Allow: ALLOWED_METHODS } });
    if (request.method !== 'POST')
      return jsonRpcError(
        405,
        null,
        INVALID_REQUEST,
        'This MCP server keeps no sessions and sends no stream of its own: POST one JSON-RPC message per request.',
        { headers: { Allow: ALLOWED_METHODS } },
      );

    const body = await readJsonBody(request, MAX_BODY_BYTES);
    const client = clientIp(request.headers, options);
    if (!body.ok) {
      const refused = await charge(options, client, 1, null);
      if (refused) return refused;
      const { status, message } = body.problem;
      return jsonRpcError(status, null, status === 400 ? PARSE_ERROR : INVALID_REQUEST, message);
    }

    const messages = Array.isArray(body.value) ? body.value : [body.value];
    const refused = await charge(options, client, messages.length, idOf(messages[0]));
    if (refused) return refused;
    if (Array.isArray(body.value))
      return jsonRpcError(
        400,
        null,
        INVALID_REQUEST,
        'Batches are not supported: send each JSON-RPC message in a POST of its own.',
      );

    const response = await sdk.fetch(request, { parsedBody: body.value });
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'no-store');
    return new Response(response.body, { status: response.status, headers });
  };
}

/**
 * Takes one point per message from the client's allowance, stopping at the first refusal, and
 * answers that refusal as JSON-RPC with Retry-After; undefined while the client is within it.
 */
async function charge(
  { limiter, budget }: McpHandlerOptions,
  client: string,
  count: number,
  id: JsonRpcId,
): Promise<Response | undefined> {
  for (let taken = 0; taken < count; taken += 1) {
    const decision = await limiter.take(client);
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      const message = `Too many requests: each client may send bursts of ${budget.burst} messages, refilled at ${budget.perMinute} a minute. Retry after ${seconds} s.`;
      return jsonRpcError(429, id, RATE_LIMITED, message, {
        data: { retryAfterSeconds: seconds },
        headers: { 'Retry-After': String(seconds) },
      });
    }
  }
  return undefined;
}

/** The host a request was addressed to: its Host header, else its URL's. */
function addressedHost(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host;
}

/** The site's own host, and the one this request was addressed to (a preview, localhost). */
function ownHosts(siteUrl: string, request?: Request): string[] {
  const hosts = [new URL(siteUrl).host];
  const addressed = request ? addressedHost(request) : null;
  if (addressed && !hosts.includes(addressed)) hosts.push(addressed);
  return hosts;
}
