import { getFormatter, getMessages } from 'next-intl/server';
import { InlineText } from '@/components/content/inline-text';
import { CALENDAR_DATE_FORMAT } from '@/lib/content/document';
import { PageHeader } from '@/components/layout/page-header';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import type { Locale } from '@/lib/i18n/locales';
import { articleDate, loadArticles } from '@/lib/news/articles';

/** The news page: every article, newest first, with its date in the reader's locale. */
export async function NewsPage({ locale }: { locale: Locale }) {
  const { news } = await getMessages({ locale });
  const format = await getFormatter({ locale });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:px-8 md:py-14">
      <BreadcrumbJsonLd id="news" locale={locale} />
      <PageHeader title={news.title} lead={news.intro} />
      <ol aria-label={news.listLabel} className="space-y-6" data-news>
        {loadArticles(locale).map((article) => {
          const id = article.slug;
          return (
            <li key={id}>
              <article
                id={id}
                aria-labelledby={`${id}-title`}
                className="scroll-mt-20 rounded-lg border bg-card p-5 md:p-6"
                data-article={id}
                // An article not yet translated shows its English text, marked as English.
                lang={article.lang === locale ? undefined : article.lang}
              >
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                  <span className="sr-only">{news.published}</span>
                  <time dateTime={article.date}>
                    {format.dateTime(articleDate(article.date), CALENDAR_DATE_FORMAT)}
                  </time>
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                    {news.categories[article.category]}
                  </span>
                </p>
                <h2 id={`${id}-title`} className="mt-2 text-xl font-semibold tracking-tight">
                  <a href={`#${id}`} className="hover:underline">
                    {article.title}
                  </a>
                </h2>
                <p className="mt-3 leading-7 font-medium">{article.summary}</p>
                {article.paragraphs.map((paragraph, index) => (
                  <p key={index} className="mt-3 leading-7">
                    <InlineText text={paragraph} />
                  </p>
                ))}
              </article>
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="keep-up" className="mt-12">
        <h2 id="keep-up" className="text-2xl font-semibold tracking-tight">
          {news.follow.heading}
        </h2>
        <p className="mt-3 leading-7">
          <InlineText text={news.follow.body} />
        </p>
      </section>
    </div>
  );
}
