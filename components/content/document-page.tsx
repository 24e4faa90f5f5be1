import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import type { Locale } from '@/lib/i18n/locales';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { PageId } from '@/lib/site/pages';
import type { CodeBlockComponent } from './document-blocks';
import { DocumentView } from './document-view';

type Slots = {
  eyebrow?: (locale: Locale) => Promise<string | undefined> | string | undefined;
  aside?: (locale: Locale) => ReactNode;
  footer?: (locale: Locale) => ReactNode;
  /** Content appended to the document section of the same id. */
  sectionExtras?: (locale: Locale) => Partial<Record<string, ReactNode>>;
  /** Extra JSON-LD or other head-free elements rendered with the page. */
  extra?: (locale: Locale) => ReactNode;
  /** How code samples are drawn (DocumentView's `codeBlock`). */
  codeBlock?: CodeBlockComponent;
};

/** A route whose whole content is a structured document (legal pages, docs). */
export function documentPage(id: PageId, slots: Slots = {}) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return pageMetadata(id, await resolvePageLocale(params));
  }
  async function Page({ params }: { params: LocaleParams }) {
    const locale = await resolvePageLocale(params);
    return (
      <>
        <BreadcrumbJsonLd id={id} locale={locale} />
        {slots.extra?.(locale)}
        <DocumentView
          id={id}
          locale={locale}
          eyebrow={await slots.eyebrow?.(locale)}
          aside={slots.aside?.(locale)}
          footer={slots.footer?.(locale)}
          sectionExtras={slots.sectionExtras?.(locale)}
          codeBlock={slots.codeBlock}
        />
      </>
    );
  }
  return { generateMetadata, Page };
}
