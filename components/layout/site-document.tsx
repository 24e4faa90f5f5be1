import type { ReactNode } from 'react';
import { IslandsProvider } from '@/components/islands-provider';
import type { Locale } from '@/lib/i18n/locales';
import { bootScript } from '@/lib/preferences/boot-script';
import { SiteShell } from './site-shell';
import { ThemeProvider } from './theme-provider';

/**
 * The whole document around a page, the 404 page included: the preferences script that runs
 * before paint, next-intl's provider with the messages of the islands every page has, the
 * theme, and the site shell.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document: the App Router renders <head> as written */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        {/* No first paint before <main> is parsed: a paint of a half-parsed header moved its
            controls once the rest arrived, a layout shift on slow connections. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <IslandsProvider islands={['consentBanner', 'consentDetails', 'chatPanel', 'searchDialog']}>
          <ThemeProvider>
            <SiteShell locale={locale}>{children}</SiteShell>
          </ThemeProvider>
        </IslandsProvider>
      </body>
    </html>
  );
}
