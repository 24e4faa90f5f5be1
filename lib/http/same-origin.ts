import { problem } from './problem';

export type SameOriginOptions = {
  /** The configured public origin of the site. */
  siteUrl: string;
  vercel: boolean;
  trustedProxy: boolean;
};

/**
 * Browsers send Origin on every cross-site POST. It must be this site: the configured site
 * URL or the host the request was addressed to. Non-browser callers send none, and are let
 * through; a value that is not a URL (an opaque `null`, say) is foreign. X-Forwarded-Host
 * names the addressed host only where a proxy we trust sets it: any client can send it.
 */
export function isForeignOrigin(request: Request, options: SameOriginOptions): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true;
  }
  if (url.origin === new URL(options.siteUrl).origin) return false;
  const forwardedHost =
    options.vercel || options.trustedProxy ? request.headers.get('x-forwarded-host') : null;
  const host = forwardedHost ?? request.headers.get('host') ?? new URL(request.url).host;
  return url.host !== host;
}

/** The answer to a foreign Origin, the same on every route. */
export function forbiddenOrigin(): Response {
  return problem(403, { error: 'forbidden_origin', message: 'Cross-site requests are refused.' });
}
