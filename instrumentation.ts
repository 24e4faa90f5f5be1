/**
 * Runs once when a server process starts. NEXT_RUNTIME and NEXT_PHASE are not configuration:
 * Next sets them per bundle and per phase. Testing NEXT_RUNTIME here keeps Node's file system
 * out of any edge bundle; a build's workers start no drain.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [
    { getEnv },
    { countClientsBySocket },
    { vercelLeadProblems },
    { leadStorageFromEnv, warnIfOutboxUnwritable },
    { consoleLog },
  ] = await Promise.all([
    import('./lib/env'),
    import('./lib/http/socket-address'),
    import('./lib/leads/deployment-checks'),
    import('./lib/leads/lead-storage'),
    import('./lib/log'),
  ]);
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
  for (const { level, event, fields } of vercelLeadProblems(env)) consoleLog(level, event, fields);
  // Not awaited: a slow disk must not hold back the server's first answer.
  void warnIfOutboxUnwritable(leadStorageFromEnv(), consoleLog);

  // On Vercel no process lives long enough: the cron in vercel.json calls the drain route.
  if (env.VERCEL || env.LEADS_DRAIN_INTERVAL === 0) return;
  const [{ startDrainSchedule }, { drainLeads }] = await Promise.all([
    import('./lib/leads/drain-schedule'),
    import('./lib/leads/drain'),
  ]);
  startDrainSchedule({
    intervalSeconds: env.LEADS_DRAIN_INTERVAL,
    drain: () => drainLeads(),
    log: consoleLog,
  });
}
