/**
 * Islands (dialogs, sheets, the chat panel) keep their code and text out of a page's first
 * load, and fetch them once the page is loaded and the browser is idle, so the visitor's first
 * tap finds them ready instead of waiting on the network at the moment that matters most.
 *
 * Nothing is fetched ahead when the visitor asked to save data, or on a 2G connection: there
 * the code loads on first use, as before.
 */
export type Preload = () => Promise<unknown>;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

const queued: Preload[] = [];
let scheduled = false;

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

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

function flush(): void {
  scheduled = false;
  if (!connectionAllowsPreload()) {
    queued.length = 0;
    return;
  }
  // Errors wait for the real use, which reports them.
  for (const preload of queued.splice(0)) void preload().catch(() => undefined);
}

/** Runs each preload once the page has loaded and the browser is idle; a no-op on the server. */
export function preloadWhenIdle(...preloads: Preload[]): void {
  if (typeof window === 'undefined') return;
  queued.push(...preloads);
  if (scheduled) return;
  scheduled = true;
  if (document.readyState === 'complete') whenIdle(flush);
  else addEventListener('load', () => whenIdle(flush), { once: true });
}
