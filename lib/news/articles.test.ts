import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { articleDate, articleParagraphs, articles, newestFirst, type Article } from './articles';

const news = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/news.json`), 'utf8'),
  );

describe('news articles', () => {
  it('lists each article once, and every article of the catalogue', () => {
    const ids = articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(news('en').articles).sort());
  });

  it('dates every article with a real calendar date', () => {
    for (const article of articles) {
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(articleDate(article.date).toISOString().slice(0, 10)).toBe(article.date);
    }
  });

  it('sorts newest first and keeps the listed order for the same day', () => {
    const list: Article[] = [
      { id: 'mcpRegistry', date: '2025-01-01', category: 'product' },
      { id: 'legalCentre', date: '2026-03-04', category: 'company' },
      { id: 'workerGuides', date: '2025-01-01', category: 'docs' },
      { id: 'fourLanguages', date: '2026-11-16', category: 'company' },
    ];
    expect(newestFirst(list).map((a) => a.id)).toEqual([
      'fourLanguages',
      'legalCentre',
      'mcpRegistry',
      'workerGuides',
    ]);
    expect(list[0].id).toBe('mcpRegistry');
  });

  it('keeps the published list newest first', () => {
    expect(newestFirst(articles)).toEqual(articles);
  });

  it.each(locales)('has a title and summary for every article in %s', (locale) => {
    const messages = news(locale);
    for (const { id, category } of articles) {
      expect(messages.articles[id].title.trim()).not.toBe('');
      expect(messages.articles[id].summary.trim()).not.toBe('');
      expect(messages.categories[category]).toBeTruthy();
    }
  });

  it.each(locales)('gives each body the same paragraphs as English in %s', (locale) => {
    const en = news('en');
    const messages = news(locale);
    for (const { id } of articles) {
      expect(Object.keys(messages.articles[id].body ?? {})).toEqual(
        Object.keys(en.articles[id].body ?? {}),
      );
    }
  });

  it('reads an optional body as paragraphs in order', () => {
    expect(articleParagraphs({ title: 't', summary: 's' })).toEqual([]);
    expect(articleParagraphs({ title: 't', summary: 's', body: { p1: 'One', p2: 'Two' } })).toEqual(
      ['One', 'Two'],
    );
  });
});
