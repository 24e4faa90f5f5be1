import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { OptionalCategory } from '@/lib/consent/consent-record';
import { getPublicEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';

type CategoryText = { title: string; description: string };

export type ConsentText = {
  regionLabel: string;
  title: string;
  summary: string;
  gpcNotice: string;
  policyLink: string;
  acceptAllCookies: string;
  essentialOnly: string;
  customize: string;
  detailsTitle: string;
  detailsIntro: string;
  savePreferences: string;
  acceptAll: string;
  back: string;
  close: string;
  alwaysOn: string;
  gpcMarketing: string;
  categories: Record<'essential' | OptionalCategory, CategoryText>;
};

/** The banner's text in `locale`, served to the banner by app/api/texts. */
export async function getConsentText(locale: Locale): Promise<ConsentText> {
  const t = await getTranslations({ locale, namespace: 'consent' });
  // With a GA4 measurement ID, Analytics names Google Analytics; without, it says none runs.
  const googleAnalytics = Boolean(getPublicEnv().gaMeasurementId);
  const category = (id: 'essential' | OptionalCategory) => ({
    title: t(`categories.${id}.title`),
    description:
      id === 'analytics' && googleAnalytics
        ? t('categories.analytics.descriptionGoogleAnalytics')
        : t(`categories.${id}.description`),
  });
  return {
    regionLabel: t('regionLabel'),
    title: t('title'),
    summary: t('summary'),
    gpcNotice: t('gpcNotice'),
    policyLink: t('policyLink'),
    acceptAllCookies: t('acceptAllCookies'),
    essentialOnly: t('essentialOnly'),
    customize: t('customize'),
    detailsTitle: t('detailsTitle'),
    detailsIntro: t('detailsIntro'),
    savePreferences: t('savePreferences'),
    acceptAll: t('acceptAll'),
    back: t('back'),
    close: t('close'),
    alwaysOn: t('alwaysOn'),
    gpcMarketing: t('gpcMarketing'),
    categories: {
      essential: category('essential'),
      analytics: category('analytics'),
      functional: category('functional'),
      marketing: category('marketing'),
    },
  };
}
