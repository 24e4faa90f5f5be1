import { useTheme as useNextTheme } from 'next-themes';
import { useCallback } from 'react';
import { afterNextPaint } from './after-next-paint';

/** The class on <html> that turns every transition off (app/globals.css). */
const NO_TRANSITIONS_CLASS = 'theme-switching';

/**
 * next-themes' useTheme, whose setTheme paints the new colours at once: every CSS transition is
 * off until the switched frame is painted, so no control fades into them, which made the tap's
 * frame slower. next-themes' own `disableTransitionOnChange` did that also as the provider
 * mounted, and so restyled the whole page twice after every load (docs/performance.md).
 */
export function useTheme() {
  const theme = useNextTheme();
  const apply = theme.setTheme;
  const setTheme = useCallback(
    (next: string) => {
      const root = document.documentElement;
      root.classList.add(NO_TRANSITIONS_CLASS);
      apply(next);
      afterNextPaint(() => root.classList.remove(NO_TRANSITIONS_CLASS));
    },
    [apply],
  );
  return { ...theme, setTheme };
}
