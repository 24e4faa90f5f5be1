import type { NextRequest, NextResponse } from 'next/server';

const REWRITE_HEADER = 'x-middleware-rewrite';

/**
 * next-intl builds its locale rewrite from `request.url`, whose host can differ from the one
 * the server is bound to (behind a reverse proxy, `next start -H 127.0.0.1` sees
 * `localhost`). Next then treats the rewrite as external and the request loops. Keep the
 * rewrite on the origin the request actually arrived at.
 */
export function pinRewriteToRequestOrigin(request: NextRequest, response: NextResponse) {
  const target = response.headers.get(REWRITE_HEADER);
  if (!target) return response;
  const url = new URL(target, request.url);
  const origin = new URL(request.nextUrl.href);
  if (url.origin !== origin.origin) {
    url.protocol = origin.protocol;
    url.host = origin.host;
    response.headers.set(REWRITE_HEADER, url.toString());
  }
  return response;
}
