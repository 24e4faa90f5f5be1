import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from '../i18n/locales';
import { loadMessages } from './load-messages';
import { SITE_TIME_ZONE } from '../i18n/time-zone';

export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  // An explicit locale (getTranslations({ locale }) in a route handler) wins over the route's.
  const requested = explicit ?? (await requestLocale);
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: SITE_TIME_ZONE,
  };
});
