// npm run leads:drain: delivers the leads this host has stored (Redis and the outbox folders)
// to the workflow API, as GET /api/leads/drain does, without a running server. Reads the same
// environment as the site (.env files included); prints the report and exits non-zero when a
// store could not be read or leads remain.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
nextEnv.loadEnvConfig(root);
const require = createRequire(import.meta.url);
// The site's TypeScript, with its `@/` imports; `server-only` guards bundles, not this script.
const jiti = createJiti(import.meta.url, {
  alias: {
    '@/': `${root}/`,
    'server-only': path.join(path.dirname(require.resolve('server-only')), 'empty.js'),
  },
});
const { drainLeads } = await jiti.import('../lib/leads/drain.ts');
const { closeRedisClients } = await jiti.import('../lib/redis/redis-client.ts');

const report = await drainLeads();
await closeRedisClients();
console.log(JSON.stringify(report, null, 2));
if (!report.configured) console.error('WORKFLOW_API_URL is not set: nothing can be delivered.');
process.exitCode = report.failed.length > 0 || report.kept > 0 ? 1 : 0;
