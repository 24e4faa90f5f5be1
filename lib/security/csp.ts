/**
 * Content-Security-Policy values. Prerendered pages get the hashes of their own inline scripts
 * (computed after the build by scripts/csp-manifest.mjs); pages rendered per request get a
 * nonce, which Next applies to its inline scripts. No 'unsafe-inline' or 'unsafe-eval' for
 * scripts in production.
 */
export type ScriptAllowance =
  | { hashes: readonly string[] }
  | { nonce: string; hashes?: readonly string[] }
  | { development: true };

export function pagePolicy(scripts: ScriptAllowance): string {
  let scriptSrc: string[];
  if ('development' in scripts) scriptSrc = ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
  else if ('nonce' in scripts)
    scriptSrc = ["'self'", `'nonce-${scripts.nonce}'`, ...(scripts.hashes ?? [])];
  else scriptSrc = ["'self'", ...scripts.hashes];

  const development = 'development' in scripts;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
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

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce the proxy put in the request's policy, for inline scripts a dynamic page adds itself. */
export function nonceFromPolicy(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}
