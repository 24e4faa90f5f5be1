/**
 * The investor-deck request's rules (docs/specification.md §5). Pure, shared by the dialog and its
 * tests.
 */

/** No spaces, exactly one at sign, and a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVESTOR_SUBMIT_DELAY_MS = 1000;

export function isValidInvestorEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * A scheme is letters followed by a colon that does not start a port ('example.com:8080' has
 * none, 'ftp://…' and 'javascript:…' do).
 */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * The website as an absolute http(s) URL, or null when it is not one. https is assumed when no
 * scheme is given. The host must have a dot in it ('acme.vc', not 'acme'), as any public
 * website does.
 */
export function normalizeInvestorWebsite(value: string): string | null {
  const text = value.trim();
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname;
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) return null;
  return url.href;
}

export function isValidInvestorWebsite(value: string): boolean {
  return normalizeInvestorWebsite(value) !== null;
}
