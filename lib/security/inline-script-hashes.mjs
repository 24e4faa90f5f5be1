// Plain JavaScript so that both the post-build script (scripts/csp-manifest.mjs) and the
// TypeScript code can use this one implementation.
import { createHash } from 'node:crypto';

const EXECUTABLE_TYPES = new Set(['text/javascript', 'application/javascript', 'module']);

/**
 * The CSP source expressions ('sha256-…') of every inline script an HTML document would
 * execute. Scripts with a src, and data blocks such as JSON-LD, are not executed and need none.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
