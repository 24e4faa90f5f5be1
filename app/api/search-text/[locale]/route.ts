import { notFound } from 'next/navigation';
import { isLocale, locales } from '@/lib/i18n/locales';
import { siteSearchTexts } from '@/lib/search/site-search-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The text of every search result of one locale, for its snippets; prerendered at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return Response.json(await siteSearchTexts(locale));
}
