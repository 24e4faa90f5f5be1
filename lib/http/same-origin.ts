import { isSiteOrigin, type SiteOrigins } from '@/lib/site-origin';
import { problem } from './problem';

export type SameOriginOptions = {
  /** The origins this site answers as (lib/site-origin.ts `siteOrigins`). */
  siteOrigins: SiteOrigins;
};

/**
 * Browsers send Origin on every cross-site POST. It must be one of the site's configured
 * origins, scheme and port included. The request's own Host vouches for nothing: a page on a
 * name rebound to this server's address (DNS rebinding) sends a matching Host. Non-browser
 * callers send no Origin, and are let through; a value that is not an origin (an opaque
 * `null`, say) is foreign.
 */
export function isForeignOrigin(request: Request, options: SameOriginOptions): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return !isSiteOrigin(origin, options.siteOrigins);
}

/** The answer to a foreign Origin, the same on every route. */
export function forbiddenOrigin(): Response {
  return problem(403, { error: 'forbidden_origin', message: 'Cross-site requests are refused.' });
}
