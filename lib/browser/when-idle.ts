/**
 * Runs `task` once the page has loaded and the main thread is idle, so that optional work
 * (analytics, field measurements) never competes with the first paint or hydration. Returns a
 * function that cancels it. Browsers without requestIdleCallback wait a second after load.
 */
export function whenIdle(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(() => task(), { timeout: 5000 });
    } else {
      timer = win.setTimeout(task, 1000);
    }
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle !== undefined) win.cancelIdleCallback(idleHandle);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}
