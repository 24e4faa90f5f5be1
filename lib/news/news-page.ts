import { CALENDAR_DATE_FORMAT } from '@/lib/content/document';
import type { PageIntl } from '@/lib/content/page-intl';
import { section, type PageParts } from '@/lib/content/page-parts';
import { articleDate, loadArticles } from './articles';

/** Every article, newest first, then how to keep up (components/news/news-page.tsx). */
export function newsParts({ messages, format, locale }: PageIntl): PageParts {
  const { news } = messages;
  return {
    lead: loadArticles(locale).map((article) => {
      const date = format.dateTime(articleDate(article.date), CALENDAR_DATE_FORMAT);
      return section(
        article.slug,
        article.title,
        `_${date} · ${news.categories[article.category]}_`,
        article.summary,
        ...article.paragraphs,
      );
    }),
    footer: [section('keep-up', news.follow.heading, news.follow.body)],
  };
}
