import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteDocument } from '@/components/layout/site-document';
import type { ReactNode } from 'react';
import { getEnv } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { metaRobots } from '@/lib/seo/robots';
import { siteIcons } from '@/lib/seo/site-icon';
import { deploymentOrigin } from '@/lib/site-origin';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const env = getEnv();
  return {
    metadataBase: new URL(deploymentOrigin(env)),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    icons: siteIcons({ linkFile: false }),
    robots: metaRobots(env),
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1020' },
  ],
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolvePageLocale(params);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
