import type { Metadata } from 'next';
import { pageHead } from '@/lib/content/page-head';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { PageId } from '@/lib/site/pages';
import { PageHeader } from './page-header';

/**
 * A page that shows its title and introduction from its message namespace (or document). Routes whose
 * content is still only an introduction are built with this; richer pages compose their own.
 */
export function introPage(id: PageId) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return pageMetadata(id, await resolvePageLocale(params));
  }
  async function Page({ params }: { params: LocaleParams }) {
    const locale = await resolvePageLocale(params);
    const { title, intro } = await pageHead(id, locale);
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14">
        <BreadcrumbJsonLd id={id} locale={locale} />
        <PageHeader title={title} lead={intro} />
      </div>
    );
  }
  return { generateMetadata, Page };
}
