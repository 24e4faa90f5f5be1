import type { Log } from '@/lib/log';

/**
 * The drain a long-running server (`next start`, the standalone server, the Docker image) runs
 * by itself every `intervalSeconds`, so stored leads reach the workflow API once it is back
 * without anyone calling the drain route. One run at a time in this process; across processes
 * and instances the stores' drain locks let one drain at a time. The timer never keeps the
 * process alive, and returns a function that stops it.
 */
export function startDrainSchedule({
  intervalSeconds,
  drain,
  log,
}: {
  intervalSeconds: number;
  drain: () => Promise<unknown>;
  log: Log;
}): () => void {
  if (!(intervalSeconds > 0)) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    drain()
      .catch((error: unknown) =>
        log('error', 'lead.drain_schedule_failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  log('info', 'lead.drain_scheduled', { intervalSeconds });
  return () => clearInterval(timer);
}
