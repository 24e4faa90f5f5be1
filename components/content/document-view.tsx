import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { StaticIcon } from '@/components/ui/static-icon';
import { CALENDAR_DATE_FORMAT, calendarDate } from '@/lib/content/document';
import { requirePageDocument } from '@/lib/documents/load-document';
import { markdownPath, offersMarkdownCopy } from '@/lib/twins/markdown-pages';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getPage, type PageId } from '@/lib/site/pages';
import type { CodeBlockComponent } from './document-blocks';
import { DocumentSection } from './document-section';

/**
 * A long page rendered on the server from its document (content/pages, lib/documents/load-document.ts): heading,
 * 'last updated' date, a table of contents with anchor links, and the sections. `aside` and
 * `footer` let docs add their navigation, `sectionExtras` lets a page put typed data (roles,
 * FAQs) inside a section of its own; nothing here ships JavaScript.
 */
export async function DocumentView({
  id,
  locale,
  eyebrow,
  aside,
  footer,
  sectionExtras,
  codeBlock,
}: {
  id: PageId;
  locale: Locale;
  eyebrow?: string;
  aside?: ReactNode;
  footer?: ReactNode;
  /** Server-rendered content appended to the section of the same id (data lists, FAQs). */
  sectionExtras?: Partial<Record<string, ReactNode>>;
  /** How code samples are drawn (DocumentBlock's `codeBlock`). */
  codeBlock?: CodeBlockComponent;
}) {
  const doc = requirePageDocument(id, locale);
  const t = await getTranslations({ locale, namespace: 'document' });
  const format = await getFormatter({ locale });
  const sections = Object.entries(doc.sections);
  const page = getPage(id);
  // Translated legal text is a courtesy: the English version binds.
  const translatedLegal = page.kind === 'legal' && locale !== 'en';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
      <article
        className="min-w-0 max-w-3xl"
        data-document={id}
        // A document not yet translated shows its English text, marked as English.
        lang={doc.lang === locale ? undefined : doc.lang}
      >
        <PageHeader eyebrow={eyebrow} title={doc.title} lead={doc.intro}>
          {doc.updated && (
            <p className="mt-3 text-sm text-muted-foreground">
              {t('updated')}{' '}
              <time dateTime={doc.updated}>
                {format.dateTime(calendarDate(doc.updated), CALENDAR_DATE_FORMAT)}
              </time>
            </p>
          )}
          {translatedLegal && (
            <p className="mt-3 text-sm text-muted-foreground" data-prevailing-language="en">
              {t.rich('translationNotice', {
                link: (text) => (
                  // A link to another language stores the choice, so the English page does not
                  // send this reader back here.
                  <Link href={page.path} locale="en" className="underline underline-offset-4">
                    {text}
                  </Link>
                ),
              })}
            </p>
          )}
          {offersMarkdownCopy(id) && (
            // components/content/copy-markdown-listener.tsx makes it work once the page has loaded.
            <button
              type="button"
              data-copy-markdown={markdownPath(id, locale)}
              data-copied={t('copyMarkdown.copied')}
              data-failed={t('copyMarkdown.failed')}
              className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mt-4')}
            >
              <StaticIcon icon="FileText" className="size-4" />
              {t('copyMarkdown.label')}
            </button>
          )}
        </PageHeader>

        {sections.length > 2 && (
          <nav
            aria-label={t('toc')}
            className="mb-10 rounded-lg border bg-card p-4 lg:hidden"
            data-toc
          >
            <p className="mb-2 text-sm font-semibold">{t('toc')}</p>
            <TocList sections={sections} />
          </nav>
        )}

        {sections.map(([sectionId, section]) => (
          <DocumentSection
            key={sectionId}
            id={sectionId}
            section={section}
            className="mt-10 first:mt-0"
            anchorBlocks
            codeBlock={codeBlock}
          >
            {sectionExtras?.[sectionId]}
          </DocumentSection>
        ))}
        {footer}
      </article>

      <aside className="hidden lg:block" data-no-print>
        <div className="sticky top-20 max-h-[calc(100dvh-6rem)] space-y-8 overflow-y-auto pr-1 pb-4">
          {sections.length > 2 && (
            <nav aria-label={`${t('toc')} (${doc.title})`} data-toc>
              <p className="mb-2 text-sm font-semibold">{t('toc')}</p>
              <TocList sections={sections} />
            </nav>
          )}
          {aside}
        </div>
      </aside>
    </div>
  );
}

function TocList({ sections }: { sections: [string, { heading: string }][] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map(([sectionId, section]) => (
        <li key={sectionId}>
          <a
            href={`#${sectionId}`}
            className="inline-flex min-h-8 items-center text-muted-foreground hover:text-foreground hover:underline"
          >
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}
