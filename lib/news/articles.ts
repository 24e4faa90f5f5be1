import type { Messages } from '@/lib/messages/en-messages';

/**
 * The news articles. Title, summary and an optional body (paragraphs) come from
 * news.articles.{id}; the date is an ISO calendar date, formatted per locale when shown.
 */
export type ArticleId = keyof Messages['news']['articles'];
export type NewsCategory = keyof Messages['news']['categories'];

export type Article = { id: ArticleId; date: string; category: NewsCategory };

export const articles: readonly Article[] = [
  { id: 'fourLanguages', date: '2026-11-16', category: 'company' },
  { id: 'mcpRegistry', date: '2026-10-07', category: 'product' },
  { id: 'workerGuides', date: '2026-09-02', category: 'docs' },
  { id: 'legalCentre', date: '2026-07-14', category: 'company' },
  { id: 'approvalTasksApi', date: '2026-05-19', category: 'product' },
  { id: 'imageWorkflows', date: '2026-02-24', category: 'docs' },
  { id: 'dockerfileValidator', date: '2025-09-09', category: 'product' },
  { id: 'invitationAccess', date: '2025-03-11', category: 'company' },
  // The day the home page's uptime counter starts from (docs/specification.md §9).
  { id: 'platformInProduction', date: '2024-12-01', category: 'product' },
];

/** Newest first; articles of the same day keep their listed order. */
export function newestFirst(list: readonly Article[]): Article[] {
  return [...list].sort((a, b) => b.date.localeCompare(a.date));
}

/** Midnight UTC of an ISO calendar date, so that no time zone shifts the day shown. */
export function articleDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export type ArticleText = { title: string; summary: string; body?: Record<string, string> };

/** The body's paragraphs in order, or none when the article is a summary only. */
export function articleParagraphs(text: ArticleText): string[] {
  return text.body ? Object.values(text.body) : [];
}
