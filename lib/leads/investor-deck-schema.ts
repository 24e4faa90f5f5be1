import * as z from 'zod/mini';
import {
  emailField,
  leadText,
  noControlCheck,
  requiredCheck,
  type LeadFieldErrorCode,
} from './email-field';

const WEBSITE_MAX_LENGTH = 2048;

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

/**
 * The investor-deck request (docs/specification.md §3 and §5), one schema for the dialog
 * (through react-hook-form's zod resolver, loaded when the dialog opens) and the route
 * handler. The website reaches the workflow as an absolute URL.
 */
export const investorDeckSchema = z.strictObject({
  workEmail: emailField(),
  investorWebsite: z.pipe(
    leadText().check(
      requiredCheck(),
      noControlCheck(),
      z.maxLength(WEBSITE_MAX_LENGTH, 'tooLong' satisfies LeadFieldErrorCode),
      z.refine(
        (value) => normalizeInvestorWebsite(value) !== null,
        'invalidWebsite' satisfies LeadFieldErrorCode,
      ),
    ),
    z.transform((value) => normalizeInvestorWebsite(value) as string),
  ),
});

export type InvestorDeckInput = z.input<typeof investorDeckSchema>;
export type InvestorDeckRequest = z.output<typeof investorDeckSchema>;
