/**
 * Runs once when a server process starts. NEXT_RUNTIME and NEXT_PHASE are not configuration:
 * Next sets them per bundle and per phase. Testing NEXT_RUNTIME here keeps Node's file system
 * out of any edge bundle; a build's workers start no drain.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getEnv }, { leadStorageFromEnv, warnIfOutboxUnwritable }, { consoleLog }] =
    await Promise.all([
      import('./lib/env'),
      import('./lib/leads/lead-storage'),
      import('./lib/log'),
    ]);
  // Not awaited: a slow disk must not hold back the server's first answer.
  void warnIfOutboxUnwritable(leadStorageFromEnv(), consoleLog);

  // On Vercel no process lives long enough: the cron in vercel.json calls the drain route.
  const env = getEnv();
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
