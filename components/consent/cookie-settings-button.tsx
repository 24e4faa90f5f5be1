import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { OpenConsentButton } from './open-consent-button';

const looks = {
  link: 'inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline',
  button: buttonClasses({ variant: 'outline' }),
} as const;

/**
 * 'Cookie settings': reopens the cookie preferences from any server-rendered page (footer,
 * /cookies, /settings). Self-contained: it brings its own localized label. Choices made from
 * it are stored with consentMethod 'settings'.
 */
export async function CookieSettingsButton({
  variant = 'button',
  className = '',
}: {
  variant?: keyof typeof looks;
  className?: string;
}) {
  const t = await getTranslations('consent');
  return (
    <OpenConsentButton label={t('cookieSettings')} className={`${looks[variant]} ${className}`} />
  );
}
