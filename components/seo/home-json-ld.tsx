import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { organization, website } from '@/lib/seo/structured-data';
import { canonicalOrigin } from '@/lib/site-origin';
import { JsonLd } from './json-ld';

/** Organization and WebSite structured data for the home page. */
export async function HomeJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const siteUrl = canonicalOrigin(getEnv());
  return (
    <JsonLd
      data={[
        organization(siteUrl, t('defaultDescription')),
        website(siteUrl, locale, t('siteName')),
      ]}
    />
  );
}
