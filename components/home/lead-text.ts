import 'server-only';
import { getTranslations } from 'next-intl/server';
import { accessRequestFields, companySizes } from '@/lib/access-request/access-request-schema';
import type { AccessRequestText } from './access-request-dialog';
import type { InvestorDeckText } from './investor-deck-dialog';

/**
 * The lead dialogs' text in the request's locale, for server components to pass to
 * RequestInvitationButton and InvestorDeckButton (client components receive text as props).
 */
export async function getAccessRequestText(): Promise<AccessRequestText> {
  const t = await getTranslations('accessRequest');
  const tc = await getTranslations('common');
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

export async function getInvestorDeckText(): Promise<InvestorDeckText> {
  const t = await getTranslations('investorDeck');
  const tc = await getTranslations('common');
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
