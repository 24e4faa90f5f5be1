import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getPage, type PageId } from '@/lib/site/pages';

/** The sidebar section of a page ("Product", "Company"…), shown above its title. */
export async function sectionEyebrow(id: PageId, locale: Locale): Promise<string | undefined> {
  const section = getPage(id).section;
  if (!section) return undefined;
  const t = await getTranslations({ locale, namespace: 'nav' });
  return t(`sections.${section}`);
}
