import 'server-only';
import { getTranslations } from 'next-intl/server';
import { accessRequestFields, companySizes } from '@/lib/leads/access-request-fields';
import type { Locale } from '@/lib/i18n/locales';
import type { AccessRequestText } from './access-request-dialog';
import type { InvestorDeckText } from './investor-deck-dialog';

/**
 * The lead dialogs' text in `locale`, served to RequestInvitationButton and InvestorDeckButton
 * by app/api/texts when the visitor reaches for one.
 */
export async function getAccessRequestText(locale: Locale): Promise<AccessRequestText> {
  const t = await getTranslations({ locale, namespace: 'accessRequest' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  return {
    title: t('title'),
    description: t('description'),
    requiredNote: t('requiredNote'),
    fields: Object.fromEntries(
      accessRequestFields.map((field) => [
        field,
        { label: t(`fields.${field}.label`), placeholder: t(`fields.${field}.placeholder`) },
      ]),
    ) as AccessRequestText['fields'],
    companySizes: Object.fromEntries(
      companySizes.map((size) => [size, t(`companySizes.${size}`)]),
    ) as AccessRequestText['companySizes'],
    errors: {
      required: t('errors.required'),
      invalid: t('errors.invalid'),
      invalidEmail: t('errors.invalidEmail'),
      invalidPhone: t('errors.invalidPhone'),
      tooLong: t('errors.tooLong'),
    },
    privacy: t('privacy'),
    submit: t('submit'),
    submitting: t('submitting'),
    success: t('success'),
    failure: t('failure'),
    dismiss: t('dismiss'),
    close: tc('close'),
  };
}

export async function getInvestorDeckText(locale: Locale): Promise<InvestorDeckText> {
  const t = await getTranslations({ locale, namespace: 'investorDeck' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const keys = [
    'button',
    'title',
    'description',
    'email',
    'emailPlaceholder',
    'website',
    'websitePlaceholder',
    'websiteHint',
    'invalidEmail',
    'invalidWebsite',
    'submit',
    'submitting',
    'success',
    'failure',
    'dismiss',
  ] as const;
  return {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<InvestorDeckText, 'close'>),
    close: tc('close'),
  };
}
