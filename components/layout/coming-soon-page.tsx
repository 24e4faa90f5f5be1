import { Clock } from 'lucide-react';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { PageId } from '@/lib/site/pages';

/** A 'Coming Soon' placeholder (noindex through its metadata) that points somewhere useful. */
export function comingSoonPage(id: PageId) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return pageMetadata(id, await resolvePageLocale(params));
  }
  async function Page({ params }: { params: LocaleParams }) {
    const locale = await resolvePageLocale(params);
    const { title, intro } = (await getMessages({ locale }))[id];
    const t = await getTranslations('comingSoon');
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {t('badge')}
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
        <p className="mt-2 text-muted-foreground">{t('body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClasses()}>
            {t('backHome')}
          </Link>
          <Link href="/platform" className={buttonClasses({ variant: 'outline' })}>
            {t('explorePlatform')}
          </Link>
        </div>
      </div>
    );
  }
  return { generateMetadata, Page };
}
