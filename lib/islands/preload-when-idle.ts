/**
 * Islands (dialogs, sheets, the chat panel) keep their code and text out of a page's first
 * load, and fetch them once the page is loaded and the browser is idle, so the visitor's first
 * tap finds them ready instead of waiting on the network at the moment that matters most.
 *
 * They load one island at a time, most wanted first (the primary call to action, then the
 * navigation and the chat, then the rest), each in an idle moment of its own: on a slow phone
 * the first island is ready soonest, and evaluating their code never adds up to a long task
 * that a tap would wait behind. Nothing is fetched ahead when the visitor asked to save data,
 * or on a 2G connection: there the code loads on first use, as before.
 */
export type Preload = () => Promise<unknown>;

/** Lower goes first: 0 the primary call to action, 1 navigation, chat and consent, 2 the rest. */
export type PreloadPriority = 0 | 1 | 2;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

const queued: { priority: PreloadPriority; preloads: Preload[] }[] = [];
let running = false;

/** Whether the connection allows fetching ahead of use (always, where the browser won't say). */
export function connectionAllowsPreload(
  connection: NetworkInformation | undefined = (
    navigator as Navigator & { connection?: NetworkInformation }
  ).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
}

async function drain(): Promise<void> {
  await loaded();
  for (;;) {
    await idle();
    if (!connectionAllowsPreload()) queued.length = 0;
    queued.sort((a, b) => a.priority - b.priority);
    const next = queued.shift();
    if (!next) break;
    // Errors wait for the real use, which reports them.
    await Promise.all(next.preloads.map((preload) => preload().catch(() => undefined)));
  }
  running = false;
}

/**
 * Loads an island's code and text once the page has loaded and the browser is idle, after the
 * islands of a lower priority number; a no-op on the server.
 */
export function preloadWhenIdle(priority: PreloadPriority, ...preloads: Preload[]): void {
  if (typeof window === 'undefined') return;
  queued.push({ priority, preloads });
  if (running) return;
  running = true;
  void drain();
}
