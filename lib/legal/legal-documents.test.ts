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
import { contactAddresses } from '@/lib/site/company';
import { coreLegalDocuments as coreDocuments, legalDocuments, pages } from '@/lib/site/pages';
import type { PageId } from '@/lib/site/pages';

const read = (locale: string, id: string) => requirePageDocument(id as PageId, locale as Locale);

const { privacy, legal, security } = contactAddresses();
const publishedAddresses = [privacy, legal, security];
const sitePaths = new Set<string>(pages.map((page) => page.path));

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(coreDocuments)('legal document %s', (id) => {
  const english = read('en', id) as DocumentContent;

  it('is a structured document with at least 600 English words and a last-updated date', () => {
    expect(isDocument(english)).toBe(true);
    expect(wordCount(documentText(english))).toBeGreaterThanOrEqual(600);
    expect(english.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(locales)('has the same sections, blocks, items and date in %s', (locale) => {
    const doc = read(locale, id) as DocumentContent;
    expect(isDocument(doc)).toBe(true);
    expect(documentShape(doc)).toEqual(documentShape(english));
    expect(doc.updated).toBe(english.updated);
    // Translations are complete, not summaries: roughly as long as the English text.
    expect(wordCount(documentText(doc))).toBeGreaterThanOrEqual(
      wordCount(documentText(english)) * 0.8,
    );
  });

  it.each(locales)(
    'links only to pages of the site and to the published addresses in %s',
    (locale) => {
      const hrefs = strings(read(locale, id))
        .flatMap((text) => parseInline(text))
        .flatMap((token) => (token.kind === 'link' ? [token.href] : []));
      for (const href of hrefs) {
        if (href.startsWith('mailto:')) {
          expect(publishedAddresses).toContain(href.slice(7));
          continue;
        }
        const [pathname, section] = href.split('#');
        expect(sitePaths).toContain(pathname);
        // A link to a section of another document lands on a heading that exists.
        if (section !== undefined) {
          const target = pages.find((page) => page.path === pathname)!;
          expect(Object.keys(read(locale, target.id).sections)).toContain(section);
        }
      }
      for (const address of strings(read(locale, id))
        .join(' ')
        .match(/[\w.-]+@[\w.-]+/g) ?? [])
        expect(publishedAddresses).toContain(address);
    },
  );
});

describe('the core legal documents together', () => {
  it('carry one last-updated date', () => {
    expect(new Set(coreDocuments.map((id) => read('en', id).updated)).size).toBe(1);
  });

  it('are all listed by the legal centre', () => {
    for (const id of coreDocuments.filter((id) => id !== 'legal'))
      expect(legalDocuments).toContain(id);
  });

  it.each(['en', 'es', 'fr', 'de'])('name Singapore law and SIAC arbitration in %s', (locale) => {
    for (const id of ['terms', 'legalDpa', 'legal']) {
      const text = strings(read(locale, id)).join(' ');
      expect(text).toMatch(/SIAC/);
      expect(text).toMatch(/Singap/);
    }
  });

  it.each(['es', 'fr', 'de'])('call the GDPR by its local name in %s', (locale) => {
    const local = locale === 'de' ? 'DSGVO' : 'RGPD';
    for (const id of ['privacy', 'legalDpa']) {
      const text = strings(read(locale, id)).join(' ');
      expect(text).toContain(local);
      expect(text).not.toMatch(/\bGDPR\b/);
    }
  });
});

describe('every legal page that is a structured document', () => {
  it.each(legalDocuments.filter((id) => isDocument(read('en', id))))(
    '%s has the same structure in every locale',
    (id) => {
      for (const locale of locales)
        expect(documentShape(read(locale, id))).toEqual(documentShape(read('en', id)));
    },
  );
});
