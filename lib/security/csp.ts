/**
 * Content-Security-Policy values for pages.
 *
 * Pages are prerendered once and served unchanged by `next start`, the standalone server and
 * Vercel's CDN, so they cannot carry a per-request nonce. Where the server that answers also
 * holds the page's prerendered HTML (`next start`, standalone), the proxy lists the hashes of
 * exactly that page's inline scripts. Everywhere else (Vercel, pages rendered per request, a
 * build laid out differently) the fallback allows inline scripts, so a page is never blocked
 * from running. Both forbid eval, and every other directive is strict: no plugins, no <base>,
 * no inline event-handler attributes, forms post only to the site, and no site may frame it.
 * The README's security section explains the trade-off.
 */
export type ScriptAllowance =
  { development: true } | { hashes: readonly string[] } | { fallback: true };

export function pagePolicy(scripts: ScriptAllowance): string {
  const development = 'development' in scripts;
  let scriptSrc: string[];
  // Fast Refresh in `next dev` evaluates code; production never needs eval.
  if (development) scriptSrc = ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
  else if ('hashes' in scripts) scriptSrc = ["'self'", ...scripts.hashes];
  else scriptSrc = ["'self'", "'unsafe-inline'"];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['script-src-attr', ["'none'"]],
    // Radix positions popovers and shiki colours tokens with inline style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', development ? ["'self'", 'ws:'] : ["'self'"]],
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
