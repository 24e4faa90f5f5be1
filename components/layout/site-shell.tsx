import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteAnalytics } from '@/components/analytics/site-analytics';
import { ChatWidget } from '@/components/chat/chat-widget';
import { ConsentManager } from '@/components/consent/consent-manager';
import { ToastRegion } from '@/components/ui/toast-region';
import { getPublicEnv } from '@/lib/env';
import { MANIFEST_PATH } from '@/lib/seo/web-manifest';
import type { Locale } from '@/lib/i18n/locales';
import { getPage } from '@/lib/site/pages';
import { AfterLoadIslands } from './after-load-islands';
import { ManifestLink } from './manifest-link';
import { Sidebar } from './sidebar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/**
 * Skip link, sidebar, top bar, main landmark and footer around every page (the 404 page
 * included), the manifest link, and analytics.
 */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations('nav');
  const tc = await getTranslations('common');
  const { gaMeasurementId, vitalsSampleRate } = getPublicEnv();
  return (
    <>
      {/* First in the tab order while it shows; it renders nothing on the server. */}
      <ConsentManager policyHref={getPage('cookies').path} />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('skipToContent')}
      </a>
      <Sidebar locale={locale} />
      <div className="flex min-h-screen flex-col transition-[padding] duration-200 md:pl-[var(--sidebar-width)]">
        <TopBar locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
      <ChatWidget />
      <ToastRegion label={tc('notifications')} />
      <AfterLoadIslands />
      <ManifestLink href={MANIFEST_PATH} />
      <SiteAnalytics measurementId={gaMeasurementId} vitalsSampleRate={vitalsSampleRate} />
    </>
  );
}
