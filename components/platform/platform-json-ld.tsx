import { requirePageDocument } from '@/lib/documents/load-document';
import { getMessages } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { softwareApplication } from '@/lib/seo/structured-data';
import { canonicalOrigin } from '@/lib/site-origin';

/** SoftwareApplication structured data for the platform page. */
export async function PlatformJsonLd({ locale }: { locale: Locale }) {
  const { platform } = await getMessages({ locale });
  return (
    <JsonLd
      data={softwareApplication(
        canonicalOrigin(getEnv()),
        locale,
        platform.softwareName,
        requirePageDocument('platform', locale).description,
      )}
    />
  );
}
