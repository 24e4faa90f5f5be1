import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/**
 * Methods no route of the site knows (TRACE, PROPFIND, …) are answered 405 with an Allow header
 * and the security headers, on `next start` and the standalone server alike. Next cannot answer
 * TRACE itself: the Fetch API's Request refuses the method, so Next fails with a bare 500
 * before the proxy or a route handler runs. So, before Next sees such a request, it is turned
 * into a GET of METHOD_NOT_ALLOWED_PATH marked with the method it came with, through Node's
 * `http.server.request.start` diagnostics channel (published for every request a Node HTTP
 * server receives, before its 'request' event), and that route answers 405. A client's own
 * marker is removed from every request. On Vercel the platform's edge answers first.
 */
export const METHOD_NOT_ALLOWED_PATH = '/api/method-not-allowed';
export const REFUSED_METHOD_HEADER = 'x-refused-method';
/** What the site answers, in any of its routes. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
/** The methods Next's route handlers know; a route that exports none of them answers 405 itself. */
const ROUTE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const CHANNEL = 'http.server.request.start';
let installed = false;

export function refuseUnknownMethods(): void {
  if (installed) return;
  installed = true;
  subscribe(CHANNEL, (message) => {
    const { request } = message as { request: IncomingMessage };
    delete request.headers[REFUSED_METHOD_HEADER];
    const method = request.method ?? '';
    if (ROUTE_METHODS.has(method)) return;
    request.headers[REFUSED_METHOD_HEADER] = method;
    request.method = 'GET';
    request.url = METHOD_NOT_ALLOWED_PATH;
  });
}

/** The answer of METHOD_NOT_ALLOWED_PATH: 405 to a refused method, 404 to anyone else. */
export function methodNotAllowed(request: Request): Response {
  if (!request.headers.has(REFUSED_METHOD_HEADER)) return new Response(null, { status: 404 });
  return new Response(null, {
    status: 405,
    headers: { Allow: ALLOWED_METHODS, 'Cache-Control': 'no-store' },
  });
}
