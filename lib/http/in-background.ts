import { after } from 'next/server';

/**
 * Runs `task` once the response is on its way, without holding the response back: through
 * Next's `after`, which keeps a serverless function alive for it (inside the route's
 * maxDuration). Outside a request (tests, scripts) it simply runs. A failure is handed to
 * `onError`, never thrown into the request.
 */
export function inBackground(task: () => Promise<unknown>, onError: (error: unknown) => void) {
  const run = () => task().catch(onError);
  try {
    after(run);
  } catch {
    void run();
  }
}
