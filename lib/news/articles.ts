import { newsEntries, type NewsEntry } from '@/lib/documents/collections';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The news articles: one folder each under content/news (its name is the article's anchor on
 * /news), one file per locale with the title, summary, date, category and body paragraphs.
 */
export type Article = NewsEntry;
export type NewsCategory = Article['category'];

/** Newest first; articles of the same day in the order of their slugs. */
export function newestFirst<T extends Pick<Article, 'date' | 'slug'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Every article in a locale, newest first (English where the locale has no translation). */
export function loadArticles(locale: Locale): Article[] {
  return newestFirst(newsEntries(locale));
}

/** Midnight UTC of an ISO calendar date, so that no time zone shifts the day shown. */
export function articleDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
