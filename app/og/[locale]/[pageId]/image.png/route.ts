import { notFound } from 'next/navigation';
import { ogImageResponse } from '@/components/seo/og-image';
import { isLocale } from '@/lib/i18n/locales';
import { isPageId, ogImageParams, ogImageText } from '@/lib/seo/og-image';

export const dynamicParams = false;

export function generateStaticParams() {
  return ogImageParams();
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; pageId: string }> },
) {
  const { locale, pageId } = await params;
  if (!isLocale(locale) || !isPageId(pageId)) notFound();
  return ogImageResponse(await ogImageText(pageId, locale));
}
