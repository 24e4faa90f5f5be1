import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { Link } from '@/lib/i18n/navigation';
import { getPage } from '@/lib/site/pages';
import { SITE_FOOTER_ID } from '@/lib/site/site-footer-id';

const policyLinks = [
  { id: 'privacy', key: 'privacy' },
  { id: 'terms', key: 'terms' },
  { id: 'cookies', key: 'cookies' },
] as const;

export async function SiteFooter() {
  const t = await getTranslations('footer');
  // Static pages are rebuilt on every deploy, so the build year is the current year.
  const year = new Date().getFullYear();
  // The bottom padding keeps the last links clear of the cookie banner, which sets
  // --consent-banner-space on this element.
  return (
    <footer
      id={SITE_FOOTER_ID}
      className="border-t px-4 pt-8 pb-[calc(2rem+var(--consent-banner-space,0px))] text-sm text-muted-foreground md:px-8"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <p>{t('tagline')}</p>
          <p className="mt-1">{t('copyright', { year })}</p>
          <address className="mt-1 not-italic" data-company-facts>
            {t('registration')}
          </address>
        </div>
        <nav aria-label={t('navLabel')}>
          <ul className="flex flex-wrap gap-x-2">
            {policyLinks.map(({ id, key }) => (
              <li key={id}>
                <Link
                  href={getPage(id).path}
                  className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline"
                >
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton variant="link" />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
