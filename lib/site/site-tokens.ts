import { getEnv } from '@/lib/env';
import { canonicalOrigin } from '@/lib/site-origin';
import { company, contactAddresses, productHosts } from './company';
import { subprocessorTokens } from './subprocessors';

type TokenEnv = Parameters<typeof contactAddresses>[0];

/**
 * Catalogues never spell out an address, a host, a company fact or a subprocessor's name: they
 * write `{{email.legal}}`, `{{host.app}}`, `{{company.uen}}` or `{{subprocessor.aws}}`, and this
 * fills them in once, where messages are loaded, so every page, document and the assistant read
 * the same facts.
 */
export function siteTokens(env?: TokenEnv): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [purpose, address] of Object.entries(contactAddresses(env)))
    tokens.set(`email.${purpose}`, address);
  for (const [name, host] of Object.entries(productHosts(env))) tokens.set(`host.${name}`, host);
  for (const [fact, value] of Object.entries(company)) tokens.set(`company.${fact}`, value);
  // The Subprocessors page names each provider from its one list.
  for (const [name, value] of subprocessorTokens()) tokens.set(name, value);
  // The site's own origin, for samples that point agents at it (the docs' MCP endpoint).
  tokens.set('url.site', canonicalOrigin(getEnv()));
  // What /mcp allows one client (lib/mcp-server/mcp-budget.ts), as the MCP guide and llms.txt
  // state it.
  tokens.set('mcp.burst', String(getEnv().MCP_RATE_BURST));
  tokens.set('mcp.perMinute', String(getEnv().MCP_RATE_LIMIT));
  return tokens;
}

const TOKEN = /\{\{([a-z]+\.[a-zA-Z]+)\}\}/g;

/** Replaces every known token in a string; an unknown token is a catalogue error and throws. */
export function fillTokens(text: string, tokens: Map<string, string>): string {
  if (!text.includes('{{')) return text;
  return text.replace(TOKEN, (whole, name: string) => {
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`Unknown catalogue token ${whole}`);
    return value;
  });
}

/** The same value with every string inside it filled; objects and arrays are copied. */
export function fillTokensDeep<T>(value: T, tokens: Map<string, string>): T {
  if (typeof value === 'string') return fillTokens(value, tokens) as T;
  if (Array.isArray(value)) return value.map((item) => fillTokensDeep(item, tokens)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, fillTokensDeep(child, tokens)]),
    ) as T;
  return value;
}
