import { getEnv } from './env';
import { countClientsBySocket } from './http/socket-address';
import { refuseUnknownMethods } from './http/unknown-methods';
import { vercelLeadProblems } from './leads/deployment-checks';
import { leadStorageFromEnv, warnIfOutboxUnwritable } from './leads/lead-storage';
import { consoleLog } from './log';
import { canonicalOrigin, linksPointAtLocalhost } from './site-origin';

/**
 * What a server process does once, as it starts (instrumentation.ts calls it in the Node.js
 * runtime only, so nothing here reaches an edge bundle): check the environment, count clients
 * by their socket unless a proxy is trusted, answer methods no route knows with 405, report
 * deployment problems (a public origin left unset among them), and start the drain.
 */
export async function startServer(): Promise<void> {
  // A malformed variable stops the server here, with every problem named, before any request:
  // the standalone server would otherwise log the error and go on answering 500.
  let env: ReturnType<typeof getEnv>;
  try {
    env = getEnv();
  } catch (error) {
    consoleLog('error', 'env.invalid', { error: (error as Error).message });
    process.exit(1);
  }
  countClientsBySocket({ vercel: env.VERCEL, trustedProxy: env.TRUSTED_PROXY, log: consoleLog });
  if (!env.VERCEL) refuseUnknownMethods();
  for (const { level, event, fields } of vercelLeadProblems(env)) consoleLog(level, event, fields);
  if (linksPointAtLocalhost(env)) {
    consoleLog('warn', 'site.url_unset', {
      links: canonicalOrigin(env),
      risk: 'NEXT_PUBLIC_SITE_URL is not set: every absolute link in llms.txt, MCP results, security.txt, the sitemap, robots.txt and canonical URLs points at this address; set it to the public origin, such as https://www.example.com',
    });
  }
  // Not awaited: a slow disk must not hold back the server's first answer.
  void warnIfOutboxUnwritable(leadStorageFromEnv(), consoleLog);

  // On Vercel no process lives long enough: the cron in vercel.json calls the drain route.
  if (env.VERCEL || env.LEADS_DRAIN_INTERVAL === 0) return;
  const [{ startDrainSchedule }, { drainLeads }] = await Promise.all([
    import('./leads/drain-schedule'),
    import('./leads/drain'),
  ]);
  startDrainSchedule({
    intervalSeconds: env.LEADS_DRAIN_INTERVAL,
    drain: () => drainLeads(),
    log: consoleLog,
  });
}
