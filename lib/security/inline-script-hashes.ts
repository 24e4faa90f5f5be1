import { createHash } from 'node:crypto';

const EXECUTABLE_TYPES = new Set(['text/javascript', 'application/javascript', 'module']);

/**
 * The CSP source expressions ('sha256-…') of every inline script an HTML document would
 * execute. Scripts with a src, and data blocks such as JSON-LD, are not executed and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
