'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/**
 * next-themes with the site's settings: a class on <html>, system by default, key "theme".
 * Without `disableTransitionOnChange`: its style sheet restyled the whole page twice on every load;
 * setTheme from lib/browser/use-theme.ts keeps transitions off on a switch only
 * (docs/performance.md, "Nothing restyles the whole page unasked").
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme">
      {children}
    </NextThemesProvider>
  );
}
