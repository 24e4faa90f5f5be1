/**
 * Runs `work` once the browser has painted the next frame: an answer the visitor is waiting
 * for (a status line) shows first, and a change that restyles the whole page follows in a task
 * of its own.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
