import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written after `next build` by scripts/csp-manifest.mjs: internal route path → script hashes. */
export const CSP_MANIFEST_FILE = path.join('.next', 'csp-manifest.json');

export type CspManifest = Record<string, string[]>;

let cached: CspManifest | undefined;

/** The manifest of this build, read once; empty when there is none (then pages get a nonce). */
export function cspManifest(): CspManifest {
  if (cached) return cached;
  try {
    cached = JSON.parse(
      readFileSync(path.join(process.cwd(), CSP_MANIFEST_FILE), 'utf8'),
    ) as CspManifest;
  } catch {
    cached = {};
  }
  return cached;
}

let shared: string[] | undefined;

/**
 * Hashes found on every prerendered page: the shell's own inline scripts (the preference boot
 * script, the theme script). The layout is static and cannot carry a per-request nonce, so
 * pages rendered per request allow these by hash next to their nonce.
 */
export function sharedScriptHashes(): string[] {
  if (shared) return shared;
  // Only the pages inside the [locale] layout carry the shell (not _not-found, _global-error).
  const lists = Object.entries(cspManifest())
    .filter(([route]) => /^\/(en|es|fr|de)(\/|$)/.test(route))
    .map(([, hashes]) => hashes);
  shared = lists.length
    ? lists.reduce((common, list) => common.filter((hash) => list.includes(hash)))
    : [];
  return shared;
}
