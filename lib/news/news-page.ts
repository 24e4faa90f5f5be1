import { CALENDAR_DATE_FORMAT } from '@/lib/content/document';
import type { PageIntl } from '@/lib/content/page-intl';
import { section, type PageParts } from '@/lib/content/page-parts';
import { articleDate, articleParagraphs, articles, newestFirst } from './articles';

/** Every article, newest first, then how to keep up (components/news/news-page.tsx). */
export function newsParts({ messages, format }: PageIntl): PageParts {
  const { news } = messages;
  return {
    lead: newestFirst(articles).map((article) => {
      const text = news.articles[article.id];
      const date = format.dateTime(articleDate(article.date), CALENDAR_DATE_FORMAT);
      return section(
        article.id,
        text.title,
        `_${date} · ${news.categories[article.category]}_`,
        text.summary,
        ...articleParagraphs(text),
      );
    }),
    footer: [section('keep-up', news.follow.heading, news.follow.body)],
  };
}
