import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { requirePageDocument } from '@/lib/documents/load-document';
import type { Locale } from '@/lib/i18n/locales';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { PageId } from '@/lib/site/pages';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';
import { ProductSections } from './product-sections';

type Slots = {
  /** The page's own content (timeline, plans…), shown right after the header. */
  lead: (locale: Locale) => ReactNode;
  /** Shown after the prose sections: further data, an FAQ, the call to action. */
  footer?: (locale: Locale) => ReactNode;
  /** Extra JSON-LD. */
  extra?: (locale: Locale) => ReactNode;
};

/** A statically rendered product page: header, its own content, then its document's sections. */
export function productPage(id: PageId, slots: Slots) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return pageMetadata(id, await resolvePageLocale(params));
  }
  async function Page({ params }: { params: LocaleParams }) {
    const locale = await resolvePageLocale(params);
    const { title, intro, sections, lang } = requirePageDocument(id, locale);
    return (
      <div
        className="mx-auto max-w-5xl px-4 py-10 md:px-8 md:py-14"
        data-document={id}
        lang={lang === locale ? undefined : lang}
      >
        <BreadcrumbJsonLd id={id} locale={locale} />
        {slots.extra?.(locale)}
        <PageHeader eyebrow={await sectionEyebrow(id, locale)} title={title} lead={intro} />
        {slots.lead(locale)}
        <div className="max-w-3xl">
          <ProductSections sections={sections} />
          {slots.footer?.(locale)}
        </div>
      </div>
    );
  }
  return { generateMetadata, Page };
}
