import {
  collection,
  config,
  fields,
  type Collection,
  type ComponentSchema,
  type Config,
} from '@keystatic/core';
import { wrapper } from '@keystatic/core/content-components';
import { jobLocations, jobTeams, jobTypes } from '@/lib/documents/content-schema';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * The editor at /keystatic, over the files of content/ (docs/content.md). Keystatic knows no
 * languages, so each locale gets its own collection of every kind, labelled with the language
 * and grouped in the sidebar: an editor sees which languages an entry exists in by the lists
 * (and counts) of the four collections, and translates by creating the entry, under the same
 * slug, in the other language's collection. Every entry is one file,
 * content/<kind>/<slug>/<locale>.mdoc, so the collection of a locale only ever lists (and
 * writes) the files of that locale.
 */

/** Where the editor reads and writes: the working copy in `next dev`, else a GitHub repository. */
export type CmsStorage =
  { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}`; branchPrefix: string };

/** Each language as its readers name it, for the collections' labels. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** The tags a body may use (CONTENT-FORMAT: `section` with an id, `note`, tables, code). */
const pageBody = fields.markdoc({
  label: 'Body',
  description:
    'Sections with a stable id (the same in every language), each opening with a level-2 heading.',
  options: {
    heading: [2, 3],
    bold: true,
    italic: true,
    code: true,
    link: true,
    orderedList: true,
    unorderedList: true,
    table: true,
    codeBlock: { schema: { title: fields.text({ label: 'File name shown above the code' }) } },
    strikethrough: false,
    blockquote: false,
    divider: false,
    image: false,
  },
  components: {
    section: wrapper({
      label: 'Section',
      description: 'A part of the page with an anchor; its first child is a level-2 heading.',
      schema: {
        id: fields.text({
          label: 'Anchor id',
          description: 'Lower case and hyphens; the same in every language (the URL #fragment).',
          validation: { isRequired: true, pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ } },
        }),
      },
    }),
    note: wrapper({ label: 'Note', description: 'A call-out.', schema: {} }),
    'if-analytics': wrapper({
      label: 'Only with analytics',
      description: 'Shown only where the site runs Google Analytics.',
      schema: {},
    }),
    'unless-analytics': wrapper({
      label: 'Only without analytics',
      description: 'Shown only where the site runs no analytics.',
      schema: {},
    }),
  },
});

/** News and job bodies: plain paragraphs with bold, code and links; no sections, no tags. */
const plainBody = (description: string) =>
  fields.markdoc({
    label: 'Body',
    description,
    options: {
      heading: false,
      bold: true,
      italic: false,
      code: true,
      link: true,
      orderedList: false,
      unorderedList: false,
      table: false,
      codeBlock: false,
      strikethrough: false,
      blockquote: false,
      divider: false,
      image: false,
    },
  });

const isoDate = (label: string, isRequired: boolean) =>
  fields.date({ label, validation: { isRequired } });

const searchWords = fields.array(fields.text({ label: 'Word', validation: { isRequired: true } }), {
  label: 'Search words',
  description: 'Words a visitor may search for that the page does not say.',
  itemLabel: (props) => props.value,
  validation: { length: { min: 1 } },
});

const newsCategories = [
  { label: 'Product update', value: 'product' },
  { label: 'Company', value: 'company' },
  { label: 'Documentation', value: 'docs' },
] as const;

const choices = (label: string, values: readonly string[]) =>
  fields.select({
    label,
    options: values.map((value) => ({ label: value, value })),
    defaultValue: values[0],
  });

function newsCollection(locale: Locale) {
  return collection({
    label: `News (${localeNames[locale]})`,
    path: `content/news/*/${locale}`,
    slugField: 'title',
    format: { contentField: 'body' },
    columns: ['title', 'date'],
    entryLayout: 'content',
    schema: {
      title: fields.slug({
        name: { label: 'Title' },
        slug: { label: 'Slug', description: 'The URL under /news; the same in every language.' },
      }),
      summary: fields.text({ label: 'Summary', multiline: true, validation: { isRequired: true } }),
      date: isoDate('Date', true),
      category: fields.select({
        label: 'Category',
        options: newsCategories,
        defaultValue: 'product',
      }),
      body: plainBody('Optional paragraphs under the summary.'),
    },
  });
}

function jobsCollection(locale: Locale) {
  return collection({
    label: `Jobs (${localeNames[locale]})`,
    path: `content/jobs/*/${locale}`,
    slugField: 'title',
    format: { contentField: 'body' },
    columns: ['title', 'team'],
    entryLayout: 'content',
    schema: {
      title: fields.slug({
        name: { label: 'Title' },
        slug: { label: 'Slug', description: 'The anchor on /careers; the same in every language.' },
      }),
      summary: fields.text({ label: 'Summary', multiline: true, validation: { isRequired: true } }),
      team: choices('Team', jobTeams),
      location: choices('Location', jobLocations),
      type: choices('Type', jobTypes),
      order: fields.integer({
        label: 'Order',
        description: 'Where the role stands in the list on /careers (smallest first).',
        validation: { isRequired: true },
      }),
      body: plainBody('Not shown on the site yet; leave it empty.'),
    },
  });
}

function pagesCollection(locale: Locale) {
  return collection({
    label: `Pages (${localeNames[locale]})`,
    // `**`: a page's slug is its route path, e.g. legal/sla.
    path: `content/pages/**/${locale}`,
    slugField: 'title',
    format: { contentField: 'body' },
    columns: ['title', 'updated'],
    entryLayout: 'content',
    schema: {
      title: fields.slug({
        name: { label: 'Title' },
        slug: { label: 'Route path', description: 'The page’s path, e.g. legal/sla.' },
      }),
      description: fields.text({
        label: 'Description',
        description: 'For search engines and link previews.',
        multiline: true,
        validation: { isRequired: true },
      }),
      intro: fields.text({ label: 'Intro', multiline: true, validation: { isRequired: true } }),
      updated: isoDate('Last updated', false),
      searchWords,
      nav: fields.object(
        {
          label: fields.text({ label: 'Sidebar label' }),
          description: fields.text({ label: 'Sidebar description' }),
        },
        { label: 'Sidebar entry', description: 'For pages listed in a sidebar (legal, docs).' },
      ),
      body: pageBody,
    },
  });
}

type Kind = 'news' | 'jobs' | 'pages';
type AnyCollection = Collection<Record<string, ComponentSchema>, string>;
const kinds: Record<Kind, (locale: Locale) => AnyCollection> = {
  news: newsCollection,
  jobs: jobsCollection,
  pages: pagesCollection,
};
const kindLabels: Record<Kind, string> = { news: 'News', jobs: 'Jobs', pages: 'Pages' };

/** `news_en`, `pages_de`, …: one collection per kind and locale. */
export const collectionKey = (kind: Kind, locale: Locale) => `${kind}_${locale}`;

export function cmsConfig(storage: CmsStorage): Config {
  const collections: Record<string, AnyCollection> = Object.fromEntries(
    (Object.keys(kinds) as Kind[]).flatMap((kind) =>
      locales.map((locale) => [collectionKey(kind, locale), kinds[kind](locale)]),
    ),
  );
  return config({
    storage,
    ui: {
      brand: { name: 'YNO website' },
      navigation: {
        ...Object.fromEntries(
          (Object.keys(kinds) as Kind[]).map((kind) => [
            kindLabels[kind],
            locales.map((locale) => collectionKey(kind, locale)),
          ]),
        ),
      },
    },
    collections,
  });
}
