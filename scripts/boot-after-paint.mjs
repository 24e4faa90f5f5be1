// After `next build`: every prerendered page boots the framework after its first paint
// (lib/build/boot-after-paint.mjs). Runs before scripts/csp-manifest.mjs, which hashes the
// loader with the page's other inline scripts. Part of `npm run build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootAfterPaint } from '../lib/build/boot-after-paint.mjs';

// `next start` seeds its route cache from these files on first request.
const appDir = path.join('.next', 'server', 'app');
let rewritten = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.html')) {
      const html = readFileSync(file, 'utf8');
      const boot = bootAfterPaint(html);
      if (boot !== html) {
        writeFileSync(file, boot);
        rewritten++;
      }
    }
  }
}

walk(appDir);
console.log(`boot-after-paint: ${rewritten} prerendered pages boot after their first paint`);
