// After `next build`: hash the inline scripts of every prerendered page, so that the proxy can
// serve each static page a CSP that allows exactly its own scripts. Part of `npm run build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '../lib/security/inline-script-hashes.mjs';

const appDir = path.join('.next', 'server', 'app');
const manifest = {};

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.html')) {
      const route =
        '/' +
        path
          .relative(appDir, file)
          .replace(/\\/g, '/')
          .replace(/\.html$/, '');
      manifest[route] = inlineScriptHashes(readFileSync(file, 'utf8'));
    }
  }
}

walk(appDir);
writeFileSync(path.join('.next', 'csp-manifest.json'), JSON.stringify(manifest));
console.log(
  `csp-manifest: hashed the inline scripts of ${Object.keys(manifest).length} prerendered pages`,
);
