import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { bootScript } from '@/lib/preferences/boot-script';
import { SiteShell } from './site-shell';
import { ThemeProvider } from './theme-provider';

/**
 * The whole document around a page, the 404 page included: the preferences script that runs
 * before paint, the theme, the locale for next-intl's navigation, and the site shell. No
 * message reaches the browser this way: client islands get their text from useIslandText.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document: the App Router renders <head> as written */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body>
        <ThemeProvider>
          {/* The locale alone: islands get their text from useIslandText. */}
          <NextIntlClientProvider locale={locale} messages={null}>
            <SiteShell>{children}</SiteShell>
          </NextIntlClientProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
