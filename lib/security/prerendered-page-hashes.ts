import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './inline-script-hashes';

/*
 * Where `next build` leaves a prerendered page when the server that runs it also serves it
 * (`next start`, the standalone server). The files are only read, never changed. Elsewhere (on
 * Vercel, whose CDN serves the HTML, or after a Next upgrade that moves them) none is found and
 * the page gets the fallback policy, which still lets it run.
 */
const PRERENDERED_DIR = path.join('.next', 'server', 'app');

type Build = {
  /** Every route the build prerendered (`/en/about`), listed once. */
  routes: ReadonlySet<string>;
  /** Hashes of the pages asked for so far: bounded by the build, not by what is asked. */
  hashes: Map<string, string[]>;
};

const builds = new Map<string, Build>();

/**
 * The build's prerendered routes, from one listing of its folder made on first use. A route
 * the build did not prerender (a missing page, a page rendered per request) is then answered
 * from memory: no request reads the disk to learn that a page is not there.
 */
function build(root: string): Build {
  let found = builds.get(root);
  if (found) return found;
  const dir = path.join(root, PRERENDERED_DIR);
  const routes = new Set<string>();
  try {
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (entry.endsWith('.html'))
        routes.add(`/${entry.slice(0, -'.html'.length)}`.split(path.sep).join('/'));
    }
  } catch {
    // No build here: every page gets the fallback.
  }
  found = { routes, hashes: new Map() };
  builds.set(root, found);
  return found;
}

/**
 * The hashes of the inline scripts of the prerendered page at `route` (`/en/about`), read once
 * per process; null when this server has no prerendered HTML for it.
 */
export function prerenderedPageHashes(route: string, root = process.cwd()): string[] | null {
  const { routes, hashes } = build(root);
  if (!routes.has(route)) return null;
  const cached = hashes.get(route);
  if (cached) return cached;
  try {
    const html = readFileSync(path.join(root, PRERENDERED_DIR, `${route}.html`), 'utf8');
    const found = inlineScriptHashes(html);
    hashes.set(route, found);
    return found;
  } catch {
    return null;
  }
}

/**
 * The inline scripts every one of `routes` carries (the document's own: the preferences
 * script before paint, the theme script), by hash: what a page rendered per request from the
 * same layout needs beside the nonce Next puts on its own scripts. Null unless at least two of
 * the routes are prerendered here, so that a page's own data is never taken for the layout's.
 */
export function sharedPrerenderedHashes(
  routes: readonly string[],
  root = process.cwd(),
): string[] | null {
  const found = routes
    .map((route) => prerenderedPageHashes(route, root))
    .filter((hashes): hashes is string[] => hashes !== null);
  if (found.length < 2) return null;
  const [first, ...rest] = found;
  return first.filter((hash) => rest.every((hashes) => hashes.includes(hash)));
}
