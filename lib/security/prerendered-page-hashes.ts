import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './inline-script-hashes';

/*
 * Where `next build` leaves a prerendered page when the server that runs it also serves it
 * (`next start`, the standalone server). The file is only read, never changed. Elsewhere (on
 * Vercel, whose CDN serves the HTML, or after a Next upgrade that moves it) it is not found
 * and the page gets the fallback policy, which still lets it run.
 */
const PRERENDERED_DIR = path.join('.next', 'server', 'app');

/** Only pages found are kept, so the cache is bounded by the build, not by what is asked. */
const cache = new Map<string, string[]>();

/**
 * The hashes of the inline scripts of the prerendered page at `route` (`/en/about`), read once
 * per process; null when this server has no prerendered HTML for it.
 */
export function prerenderedPageHashes(route: string, root = process.cwd()): string[] | null {
  const cached = cache.get(`${root}:${route}`);
  if (cached) return cached;
  if (!/^(\/[a-z0-9_-]+)+$/i.test(route)) return null;
  try {
    const html = readFileSync(path.join(root, PRERENDERED_DIR, `${route}.html`), 'utf8');
    const hashes = inlineScriptHashes(html);
    cache.set(`${root}:${route}`, hashes);
    return hashes;
  } catch {
    return null;
  }
}
