import './globals.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteDocument } from '@/components/layout/site-document';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { siteIcons } from '@/lib/seo/site-icon';
import { MISSING_PATH_HEADER, logMissingPath } from '@/lib/site/log-missing-path';

/*
 * Every URL without a page renders here with HTTP 404, in the visitor's language. A
 * `[...rest]` catch-all calling notFound() would be the usual pattern, but Next 16.3+ then
 * sends an empty error shell (the 404 text only in the flight data), which crawlers and
 * visitors without JavaScript cannot read.
 */
async function requestLocale(): Promise<Locale> {
  const candidate = (await headers()).get('x-next-intl-locale');
  return isLocale(candidate) ? candidate : 'en';
}

export async function generateMetadata(): Promise<Metadata> {
  const { notFound, meta } = await loadMessages(await requestLocale());
  return {
    title: `${notFound.metaTitle} | ${meta.siteName}`,
    robots: { index: false },
    icons: siteIcons({ linkFile: false }),
  };
}

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  setRequestLocale(locale);
  logMissingPath((await headers()).get(MISSING_PATH_HEADER) ?? '');
  const { notFound } = await loadMessages(locale);
  return (
    <SiteDocument locale={locale}>
      <NotFoundView title={notFound.title} body={notFound.body} backHome={notFound.backHome} />
    </SiteDocument>
  );
}
