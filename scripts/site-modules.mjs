// Loads the site's TypeScript modules from a script run by Node (npm run leads:drain,
// npm run check:vercel), with their `@/` imports, after reading the same environment as the
// site (.env files included). `server-only` guards bundles, not scripts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
nextEnv.loadEnvConfig(root);
const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url, {
  alias: {
    '@/': `${root}/`,
    'server-only': path.join(path.dirname(require.resolve('server-only')), 'empty.js'),
  },
});

/** The module at `file`, a path from the repository's root (`lib/leads/drain.ts`). */
export function siteModule(file) {
  return jiti.import(path.join(root, file));
}
