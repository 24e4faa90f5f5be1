import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { articleDate, loadArticles, newestFirst } from './articles';

const news = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/news.json`), 'utf8'),
  );

describe('news articles', () => {
  const english = loadArticles('en');

  it('lists every folder of content/news once', () => {
    const folders = fs.readdirSync(path.resolve(__dirname, '../../content/news'));
    expect(english.map((article) => article.slug).sort()).toEqual(folders.sort());
  });

  it('dates every article with a real calendar date, newest first', () => {
    for (const article of english)
      expect(articleDate(article.date).toISOString().slice(0, 10)).toBe(article.date);
    expect(newestFirst(english)).toEqual(english);
    expect(english.at(-1)?.date).toBe('2024-12-01');
  });

  it('sorts newest first, and the same day by slug', () => {
    const list = [
      { slug: 'b', date: '2025-01-01' },
      { slug: 'c', date: '2026-03-04' },
      { slug: 'a', date: '2025-01-01' },
    ];
    expect(newestFirst(list).map((a) => a.slug)).toEqual(['c', 'a', 'b']);
  });

  it.each(locales)('gives every article its text in %s, with the English facts', (locale) => {
    const categories = news(locale).categories;
    const translated = loadArticles(locale);
    expect(translated.map((a) => a.slug)).toEqual(english.map((a) => a.slug));
    translated.forEach((article, index) => {
      expect(article.lang).toBe(locale);
      expect(article.title.trim()).not.toBe('');
      expect(article.summary.trim()).not.toBe('');
      expect(article.date).toBe(english[index].date);
      expect(categories[article.category]).toBeTruthy();
      expect(article.paragraphs).toHaveLength(english[index].paragraphs.length);
      for (const paragraph of article.paragraphs) expect(paragraph).not.toContain('{{');
    });
  });
});
