import fs from 'node:fs';
import path from 'node:path';
import { documentText, type DocumentContent } from '@/lib/content/document';
import { pageDocumentPath, readContentFile } from '@/lib/documents/content-files';
import { pageFrontMatter } from '@/lib/documents/content-schema';
import { locales, type Locale } from '@/lib/i18n/locales';
import { legalDocuments, type PageId } from '@/lib/site/pages';
import { fillTokensDeep, siteTokens } from '@/lib/site/site-tokens';
import { storageInventoryFor } from './storage-inventory';
import {
  subprocessorName,
  subprocessors,
  subprocessorTables,
  type Subprocessor,
  type SubprocessorScope,
} from '@/lib/site/subprocessors';

const root = path.resolve(__dirname, '../..');
/** A page's document as written (tokens unfilled), in the deployment's variant. */
const raw = (locale: string, id: string, analytics = false): DocumentContent => {
  const file = readContentFile(pageDocumentPath(id as PageId, locale as Locale), {
    schema: pageFrontMatter,
    body: 'sections',
    variables: { analytics },
  })!;
  return { ...file.data, sections: file.sections };
};
const read = (locale: string, id: string, analytics = false) =>
  fillTokensDeep(raw(locale, id, analytics), siteTokens());
const catalogue = (locale: string, namespace: string) =>
  fillTokensDeep(
    JSON.parse(fs.readFileSync(path.join(root, `messages/${locale}/${namespace}.json`), 'utf8')),
    siteTokens(),
  );

type Row = { name: string; purpose: string; data: string; location: string };
type Table = { columns: string[]; rows: Row[] };
/** A subprocessor table: its columns in order, each row's cells by the column they sit in. */
const tableOf = (doc: DocumentContent, scope: SubprocessorScope): Table => {
  const { section, block } = subprocessorTables[scope];
  const table = doc.sections[section].blocks[block] as {
    columns: Record<string, string>;
    rows: Record<string, Record<string, string>>;
  };
  const rows = Object.values(table.rows).map(({ c1, c2, c3, c4 }) => ({
    name: c1,
    purpose: c2,
    data: c3,
    location: c4,
  }));
  return { columns: Object.values(table.columns), rows };
};
/** The row of an entry: the tables list the entries of their scope in the list's order. */
const rowOf = (table: Table, scope: SubprocessorScope, id: string) =>
  table.rows[inScope(scope).findIndex((entry) => entry.id === id)];
const inScope = (scope: SubprocessorScope) =>
  subprocessors.filter((entry: Subprocessor) => entry.scope === scope);
const scopes = Object.keys(subprocessorTables) as SubprocessorScope[];

/** The page as each deployment shows it: without analytics, and with Google Analytics set up. */
const variants = (locale: Locale): [string, DocumentContent][] => {
  return [
    ['without analytics', read(locale, 'legalSubprocessors')],
    ['with Google Analytics', read(locale, 'legalSubprocessors', true)],
  ];
};

/** A region's name in this language; each word may take a case ending (der Europäischen Union). */
function regionPattern(locale: Locale, region: string): RegExp {
  const name = new Intl.DisplayNames([locale], { type: 'region' }).of(region)!;
  const words = name.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(words.map((word) => `${word}\\p{L}*`).join('\\s+'), 'u');
}

/**
 * Vendors a legal page could name. A page that names one must find it on the Subprocessors page;
 * the list's own names are included, and the others are well-known providers it does not use.
 */
const otherVendors = [
  'OpenAI',
  'Microsoft',
  'Azure',
  'Mailchimp',
  'SendGrid',
  'Twilio',
  'Postmark',
  'Mailgun',
  'Salesforce',
  'Datadog',
  'New Relic',
  'Fastly',
  'Akamai',
  'Supabase',
  'Redis Cloud',
  'Redis Ltd',
  'Intercom',
  'Freshdesk',
  'Segment',
  'Mixpanel',
  'Hotjar',
  'Matomo',
  'Plausible',
  'Meta Pixel',
  'LinkedIn Insight',
  'Netlify',
  'DigitalOcean',
  'Alibaba Cloud',
];
const listedNames = new Set<string>(subprocessors.flatMap((entry) => entry.names));
const vendorNames = [...listedNames, ...otherVendors];

describe('the subprocessor list', () => {
  it('has unique ids, and every entry names its own service', () => {
    const ids = subprocessors.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of subprocessors) expect(entry.names).toContain(entry.service);
  });

  it('names no vendor it lists as one it does not use', () => {
    expect(otherVendors.filter((name) => listedNames.has(name))).toEqual([]);
  });
});

describe.each(locales)('the Subprocessors page in %s', (locale) => {
  it.each(scopes)('lists exactly the %s entries of the list, in its order', (scope) => {
    const table = tableOf(raw(locale, 'legalSubprocessors'), scope);
    const entries = inScope(scope);
    // Each row is named by its entry's token, so the name on the page is the list's.
    expect(table.rows.map((row) => row.name)).toEqual(
      entries.map((entry) => `{{subprocessor.${entry.id}}}`),
    );
    expect(table.columns).toHaveLength(4);
  });

  it.each(variants(locale))('names each entry and its regions, %s', (_, doc) => {
    for (const scope of scopes) {
      const table = tableOf(doc, scope);
      for (const entry of inScope(scope)) {
        const row = rowOf(table, scope, entry.id);
        expect(row.name).toBe(subprocessorName(entry));
        expect(row.name).toContain(entry.entity);
        for (const cell of ['purpose', 'data', 'location'] as const) expect(row[cell]).toBeTruthy();
        for (const region of entry.regions)
          expect(row.location).toMatch(regionPattern(locale, region));
      }
    }
  });

  it('describes Google Analytics as running only in the variant of a site that has it', () => {
    const [[, without], [, withAnalytics]] = variants(locale);
    const row = (doc: DocumentContent) =>
      rowOf(tableOf(doc, 'website'), 'website', 'googleAnalytics');
    expect(row(withAnalytics).purpose).not.toBe(row(without).purpose);
    expect(row(withAnalytics).data).not.toBe(row(without).data);
  });
});

describe('the other legal pages and the cookie inventory', () => {
  const pages = [
    'legal',
    ...legalDocuments.filter((id) => id !== 'legalSubprocessors'),
    'security',
  ];

  it.each(locales)('name no provider that the Subprocessors page leaves out, in %s', (locale) => {
    const texts = pages.flatMap((id) => {
      const shown = [read(locale, id), read(locale, id, true)];
      return shown.map((text) => [id, documentText(text)] as const);
    });
    texts.push([
      'cookies.storage',
      Object.values(catalogue(locale, 'cookies').storage.purposes).join('\n'),
    ]);
    const [[, page]] = variants(locale);
    const rows = new Set(
      scopes.flatMap((scope) =>
        inScope(scope)
          .filter((entry) => rowOf(tableOf(page, scope), scope, entry.id))
          .map((entry) => entry.id),
      ),
    );
    const named = texts.flatMap(([id, text]) =>
      vendorNames.filter((name) => text.includes(name)).map((name) => ({ id, name })),
    );
    // A name counts as listed when an entry that goes by it has its row on the page.
    const missing = named
      .filter(({ name }) =>
        subprocessors.every(
          (entry) => !(entry.names as readonly string[]).includes(name) || !rows.has(entry.id),
        ),
      )
      .map(({ id, name }) => `${id}: ${name}`);
    expect(missing).toEqual([]);
  });

  it.each(locales)('leave the cookie inventory’s providers on the page, in %s', (locale) => {
    const purposes = catalogue(locale, 'cookies').storage.purposes as Record<string, string>;
    const [, [, withAnalytics]] = variants(locale);
    for (const entry of storageInventoryFor('G-AB12CD34EF')) {
      if (!entry.provider) continue;
      const provider = subprocessors.find((candidate) => candidate.id === entry.provider)!;
      expect(provider.scope).toBe('website');
      expect(rowOf(tableOf(withAnalytics, 'website'), 'website', provider.id).name).toContain(
        provider.service,
      );
      // The cookie policy says whose cookie it is, by a name the list knows.
      expect(provider.names.some((name) => purposes[entry.id].includes(name))).toBe(true);
    }
  });

  it('include at least one cookie set by a provider', () => {
    expect(storageInventoryFor('G-AB12CD34EF').some((entry) => entry.provider)).toBe(true);
  });
});
