/**
 * Content-Security-Policy values for pages.
 *
 * Pages are prerendered once and served unchanged by `next start`, the standalone server and
 * Vercel's CDN, so they cannot carry a per-request nonce. Where the server that answers also
 * holds the page's prerendered HTML (`next start`, standalone), the proxy lists the hashes of
 * exactly that page's inline scripts. The search page, rendered per request, gets a nonce that
 * Next puts on its own scripts, and the hashes of the document's scripts every page shares. Everywhere else (Vercel, pages rendered per request, a
 * build laid out differently) the fallback allows inline scripts, so a page is never blocked
 * from running. Both forbid eval, and every other directive is strict: no plugins, no <base>,
 * no inline event-handler attributes, forms post only to the site, and no site may frame it.
 * docs/security.md explains the trade-off.
 */
export type ScriptAllowance =
  { development: true } | { hashes: readonly string[]; nonce?: string } | { fallback: true };

/**
 * Where Google's tag loads from and sends to, allowed only on a site with a GA4 measurement ID
 * (Google's published list for GA4: the tag's host, and the collection endpoints by region).
 */
export const GOOGLE_ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

export type PolicyOptions = {
  /** A GA4 measurement ID is configured: Google's tag may load once the visitor allows it. */
  googleAnalytics?: boolean;
};

export function pagePolicy(scripts: ScriptAllowance, options: PolicyOptions = {}): string {
  const google = options.googleAnalytics ? GOOGLE_ANALYTICS_SOURCES : null;
  const development = 'development' in scripts;
  let scriptSrc: string[];
  // Fast Refresh in `next dev` evaluates code; production never needs eval.
  if (development) scriptSrc = ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
  else if ('hashes' in scripts) {
    scriptSrc = [
      "'self'",
      ...(scripts.nonce ? [`'nonce-${scripts.nonce}'`] : []),
      ...scripts.hashes,
    ];
  } else scriptSrc = ["'self'", "'unsafe-inline'"];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...scriptSrc, ...(google?.script ?? [])]],
    ['script-src-attr', ["'none'"]],
    // Style attributes: a code sample's height (`--code-lines`), the chat's typing dots, and a
    // code token whose colour pair lib/content/code-token-classes.ts does not list, which
    // keeps shiki's inline style.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(google?.img ?? [])]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [...(development ? ["'self'", 'ws:'] : ["'self'"]), ...(google?.connect ?? [])],
    ],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** For responses that are not pages (route handlers, files): nothing may run or embed them. */
export const NON_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The content editor's policy (/keystatic, its own document, never a site page). Its interface
 * is a client application that styles itself with injected style elements, and its document
 * carries Next's inline scripts without hashes, so it allows inline scripts and styles; in
 * GitHub mode the browser reads and commits through GitHub's API and shows editors' avatars.
 * Nothing may frame it, and eval stays off outside `next dev`.
 */
export function adminPolicy(options: { development: boolean }): string {
  const { development } = options;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://api.github.com', ...(development ? ['ws:'] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
