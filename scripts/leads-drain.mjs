// npm run leads:drain: delivers the leads this host has stored (Redis and the outbox folders)
// to the workflow API, as GET /api/leads/drain does, without a running server. Reads the same
// environment as the site (.env files included); prints the report and exits non-zero when a
// store could not be read or leads remain.
import { siteModule } from './site-modules.mjs';

const { drainLeads } = await siteModule('lib/leads/drain.ts');
const { closeRedisClients } = await siteModule('lib/redis/redis-client.ts');

const report = await drainLeads();
await closeRedisClients();
console.log(JSON.stringify(report, null, 2));
if (!report.configured) console.error('WORKFLOW_API_URL is not set: nothing can be delivered.');
process.exitCode = report.failed.length > 0 || report.kept > 0 ? 1 : 0;
