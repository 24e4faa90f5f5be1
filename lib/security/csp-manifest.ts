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
