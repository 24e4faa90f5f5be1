import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { breadcrumbList, breadcrumbTrail } from '@/lib/seo/structured-data';
import { canonicalOrigin } from '@/lib/site-origin';
import { getPage, type PageId } from '@/lib/site/pages';
import { JsonLd } from './json-ld';

/** BreadcrumbList for a subpage, with the sidebar titles as names. */
export async function BreadcrumbJsonLd({ id, locale }: { id: PageId; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const items = breadcrumbTrail(getPage(id).path).map((page) => ({
    name: t(`links.${page.id}.title` as never),
    path: page.path,
  }));
  return <JsonLd data={breadcrumbList(canonicalOrigin(getEnv()), locale, items)} />;
}
