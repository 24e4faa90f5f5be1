import {
  documentShape,
  documentText,
  isDocument,
  wordCount,
  type Block,
  type DocumentContent,
} from '@/lib/content/document';
import { parseInline } from '@/lib/content/inline';
import { normaliseLanguage } from '@/lib/content/highlight';
import { documentPageIds, requirePageDocument } from '@/lib/documents/load-document';
import { locales, type Locale } from '@/lib/i18n/locales';
import { pages, type PageId } from '@/lib/site/pages';
import { docsGuides } from './docs-navigation';

/** The docs pages and the API reference: the namespaces this feature owns. */
const docNamespaces: PageId[] = [...docsGuides, 'api'];

function load(locale: string, id: string): DocumentContent {
  return requirePageDocument(id as PageId, locale as Locale);
}

function blocks(doc: DocumentContent): Block[] {
  return Object.values(doc.sections).flatMap((section) => Object.values(section.blocks));
}

function inlineStrings(doc: DocumentContent): string[] {
  return blocks(doc).flatMap((block) => {
    if (typeof block === 'string') return [block];
    if ('items' in block) return Object.values(block.items);
    if ('steps' in block) return Object.values(block.steps);
    if ('note' in block) return [block.note];
    if ('rows' in block) return Object.values(block.rows).flatMap((row) => Object.values(row));
    return [];
  });
}

function codeBlocks(doc: DocumentContent) {
  return blocks(doc).filter(
    (block): block is { code: string; lang: string; title?: string } =>
      typeof block !== 'string' && 'code' in block,
  );
}

describe.each(docNamespaces)('docs document %s', (id) => {
  const en = load('en', id);

  it('is a structured document with at least 400 words of English prose', () => {
    expect(isDocument(en)).toBe(true);
    expect(wordCount(documentText(en))).toBeGreaterThanOrEqual(400);
  });

  it.each(locales)('has the same section structure in %s', (locale) => {
    const doc = load(locale, id);
    expect(isDocument(doc)).toBe(true);
    expect(documentShape(doc)).toEqual(documentShape(en));
    expect(doc.updated).toBe(en.updated);
    expect(doc.description.length).toBeGreaterThanOrEqual(120);
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it.each(locales)('keeps code as code in %s: same languages, titles and line counts', (locale) => {
    const lines = (code: string) => code.split('\n').length;
    const theirs = codeBlocks(load(locale, id));
    const ours = codeBlocks(en);
    expect(theirs.map((b) => [b.lang, lines(b.code)])).toEqual(
      ours.map((b) => [b.lang, lines(b.code)]),
    );
  });

  it('has code samples, all in a language highlighted at build time', () => {
    const samples = codeBlocks(en);
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) expect(normaliseLanguage(sample.lang)).not.toBe('text');
  });

  it.each(locales)('has JSON samples that parse, in %s', (locale) => {
    for (const sample of codeBlocks(load(locale, id)).filter((b) => b.lang === 'json'))
      expect(() => JSON.parse(sample.code)).not.toThrow();
  });

  it.each(locales)('links only to pages and sections that exist, in %s', (locale) => {
    const doc = load(locale, id);
    for (const text of inlineStrings(doc)) {
      for (const token of parseInline(text)) {
        if (token.kind !== 'link' || token.href.startsWith('mailto:')) continue;
        const [target, anchor] = token.href.split('#');
        const targetId = target === '' ? id : pages.find((page) => page.path === target)?.id;
        expect({ href: token.href, target: targetId }).toEqual({
          href: token.href,
          target: expect.any(String),
        });
        if (anchor && docNamespaces.includes(targetId as PageId)) {
          expect(Object.keys(load(locale, targetId!).sections)).toContain(anchor);
        }
      }
    }
  });
});

// Only docs pages highlight code (docsPage passes CodeBlock to the document); any other page
// would show a sample as plain text, without the highlighter's stylesheet.
it('keeps code samples to the docs pages', () => {
  const withCode = documentPageIds().filter((id) => codeBlocks(load('en', id)).length > 0);
  expect(withCode.length).toBeGreaterThan(0);
  expect(docNamespaces).toEqual(expect.arrayContaining(withCode));
});
