import fs from 'node:fs';
import path from 'node:path';
import {
  documentShape,
  documentText,
  isDocument,
  wordCount,
  type DocumentContent,
} from '@/lib/content/document';
import { parseInline } from '@/lib/content/inline';
import { requirePageDocument } from '@/lib/documents/load-document';
import { locales, type Locale } from '@/lib/i18n/locales';
import { pages } from '@/lib/site/pages';
import type { PageId } from '@/lib/site/pages';
import { contactAddresses } from '@/lib/site/company';

/** The acceptable use and AI policies of the legal centre, and the MCP registry's catalogue. */
const policies = ['legalAup', 'legalAiUse', 'legalAiEthics', 'legalAiDataUsage'] as const;

const read = (locale: string, namespace: string) =>
  requirePageDocument(namespace as PageId, locale as Locale);

function allStrings(doc: DocumentContent): string[] {
  return documentText(doc).split('\n');
}

describe.each(policies)('%s', (id) => {
  const en = read('en', id) as DocumentContent;

  it.each(locales)('is a structured document with a last-updated date in %s', (locale) => {
    const doc = read(locale, id);
    expect(isDocument(doc)).toBe(true);
    expect(doc.updated).toBe(en.updated);
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(doc.sections).length).toBeGreaterThan(2);
  });

  it.each(locales)('has the English section structure in %s', (locale) => {
    expect(documentShape(read(locale, id))).toEqual(documentShape(en));
  });

  it('has at least 600 words in English', () => {
    expect(wordCount(documentText(en))).toBeGreaterThanOrEqual(600);
  });

  it.each(locales.filter((l) => l !== 'en'))('is translated in full in %s', (locale) => {
    const doc = read(locale, id) as DocumentContent;
    expect(wordCount(documentText(doc))).toBeGreaterThanOrEqual(0.8 * wordCount(documentText(en)));
    const english = new Set(allStrings(en));
    const untranslated = allStrings(doc).filter((s) => s.split(' ').length > 4 && english.has(s));
    expect(untranslated).toEqual([]);
  });

  it.each(locales)('has a meta description of 120 to 160 characters in %s', (locale) => {
    const { description } = read(locale, id);
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it.each(locales)('links only to pages that exist, in %s', (locale) => {
    const paths = new Set<string>(pages.map((p) => p.path));
    const links = allStrings(read(locale, id))
      .flatMap(parseInline)
      .flatMap((token) => (token.kind === 'link' ? [token.href] : []));
    const { legal, privacy, security } = contactAddresses();
    const mailtos = [legal, privacy, security].map((address) => `mailto:${address}`);
    for (const href of links) expect(paths.has(href) || mailtos.includes(href)).toBe(true);
  });

  it.each(locales)('gives the legal or privacy contact in %s', (locale) => {
    const text = documentText(read(locale, id));
    const { legal, privacy } = contactAddresses();
    expect(text.includes(legal) || text.includes(privacy)).toBe(true);
  });
});

const catalogue = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.join(process.cwd(), `messages/${locale}/mcpRegistry.json`), 'utf8'),
  );

describe('mcpRegistry catalogue', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
      : [prefix];

  it.each(locales)('has the English keys in %s', (locale) => {
    expect(keys(catalogue(locale))).toEqual(keys(catalogue('en')));
  });
});
