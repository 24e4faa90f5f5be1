import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { faqEntries, faqStructuredEntries, plainText, supportFaq } from './faq';

const support = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/support.json`), 'utf8'),
  );

describe('support FAQ', () => {
  it('shows every question of the catalogue once', () => {
    expect(new Set(supportFaq).size).toBe(supportFaq.length);
    expect([...supportFaq].sort()).toEqual(Object.keys(support('en').faq).sort());
  });

  it.each(locales)('has a question and an answer for every entry in %s', (locale) => {
    const { faq } = support(locale);
    for (const id of supportFaq) {
      expect(faq[id].question).toMatch(/\?$/);
      expect(faq[id].answer.trim().length).toBeGreaterThan(40);
    }
  });

  it('keeps the display order and the markup for the page', () => {
    const entries = faqEntries(support('en').faq);
    expect(entries.map((entry) => entry.id)).toEqual([...supportFaq]);
    expect(entries.some((entry) => entry.answer.includes('](/'))).toBe(true);
  });

  it('gives FAQPage JSON-LD plain-text answers', () => {
    for (const locale of locales) {
      const entries = faqStructuredEntries(support(locale).faq);
      expect(entries).toHaveLength(supportFaq.length);
      for (const { question, answer } of entries) {
        expect(question).toBeTruthy();
        expect(answer).not.toMatch(/\]\(|\*\*|`/);
      }
    }
  });

  it('reduces inline markup to its text', () => {
    expect(plainText('See the [API](/api), **now** or `run_id`.')).toBe(
      'See the API, now or run_id.',
    );
  });
});
