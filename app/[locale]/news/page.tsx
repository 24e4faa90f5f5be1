import type { Metadata } from 'next';
import { NewsPage } from '@/components/news/news-page';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata('news', await resolvePageLocale(params));
}

export default async function Page({ params }: { params: LocaleParams }) {
  return <NewsPage locale={await resolvePageLocale(params)} />;
}
