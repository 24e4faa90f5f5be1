/**
 * Runs once when a server process starts. NEXT_RUNTIME is not configuration: Next sets it per
 * bundle, and testing it here keeps Node's file system out of any edge bundle.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { leadStorageFromEnv, warnIfOutboxUnwritable } = await import('./lib/leads/lead-storage');
  const { consoleLog } = await import('./lib/log');
  // Not awaited: a slow disk must not hold back the server's first answer.
  void warnIfOutboxUnwritable(leadStorageFromEnv(), consoleLog);
}
