import { afterNextPaint } from './after-next-paint';

/** The class on <html> that turns every transition off (app/globals.css). */
const NO_TRANSITIONS_CLASS = 'theme-switching';

/**
 * Runs `change` (a new theme) with every CSS transition off until its frame is painted, so the
 * controls take their new colours at once instead of fading into them, which makes the tap's
 * frame slower. next-themes' `disableTransitionOnChange` does the same, but also as the provider
 * mounts, which restyled the whole page twice after every load (docs/performance.md).
 */
export function withoutTransitions(change: () => void): void {
  const root = document.documentElement;
  root.classList.add(NO_TRANSITIONS_CLASS);
  change();
  afterNextPaint(() => root.classList.remove(NO_TRANSITIONS_CLASS));
}
