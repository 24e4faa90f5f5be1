/**
 * Runs once when a server process starts. NEXT_RUNTIME and NEXT_PHASE are not configuration:
 * Next sets them per bundle and per phase. Testing NEXT_RUNTIME here keeps Node's APIs out of
 * any edge bundle; a build's workers start no drain.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./lib/server-start');
  await startServer();
}
