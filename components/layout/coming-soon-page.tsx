import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';
import { getPublicEnv } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { comingSoonNext, type ComingSoonId, type ComingSoonTarget } from '@/lib/site/coming-soon';
import { getPage } from '@/lib/site/pages';

const cardClasses =
  'flex min-h-11 items-center justify-between gap-4 rounded-lg border bg-card p-4 text-left hover:bg-muted';

/** A 'Coming Soon' placeholder (noindex through its metadata) that points somewhere useful. */
export function comingSoonPage(id: ComingSoonId) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return pageMetadata(id, await resolvePageLocale(params));
  }
  async function Page({ params }: { params: LocaleParams }) {
    const locale = await resolvePageLocale(params);
    const { title, intro } = (await getMessages({ locale }))[id];
    const t = await getTranslations({ locale, namespace: 'comingSoon' });
    const nav = await getTranslations({ locale, namespace: 'nav' });
    const { appUrl } = getPublicEnv();

    function describe(target: ComingSoonTarget) {
      if (target === 'app' || target === 'requestInvitation')
        return { title: t(`${target}.title`), description: t(`${target}.description`) };
      return {
        title: nav(`links.${target}.title`),
        description: nav(`links.${target}.description`),
      };
    }

    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
        <BreadcrumbJsonLd id={id} locale={locale} />
        <p className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
          <StaticIcon icon="Clock" className="size-4" />
          {t('badge')}
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
        <p className="mt-2 text-muted-foreground">{t('body')}</p>

        <section aria-labelledby="next-steps" className="mt-10 w-full">
          <h2 id="next-steps" className="text-lg font-semibold">
            {t('nextHeading')}
          </h2>
          <ul className="mt-4 grid gap-3" data-next>
            {comingSoonNext[id].map((target) => {
              const { title: label, description } = describe(target);
              const content = (
                <>
                  <span>
                    <span className="block font-medium">{label}</span>
                    <span className="block text-sm text-muted-foreground">{description}</span>
                  </span>
                  <StaticIcon icon="ArrowRight" className="size-4 shrink-0" />
                </>
              );
              return (
                <li key={target}>
                  {target === 'app' ? (
                    <a href={appUrl} className={cardClasses}>
                      {content}
                    </a>
                  ) : (
                    <Link
                      href={target === 'requestInvitation' ? '/' : getPage(target).path}
                      className={cardClasses}
                    >
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <Link href="/" className={buttonClasses({ variant: 'outline' }, 'mt-8')}>
          {t('backHome')}
        </Link>
      </div>
    );
  }
  return { generateMetadata, Page };
}
