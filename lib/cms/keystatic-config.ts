import {
  collection,
  config,
  fields,
  singleton,
  type Collection,
  type ComponentSchema,
  type Config,
  type Singleton,
} from '@keystatic/core';
import { wrapper } from '@keystatic/core/content-components';
import { jobLocations, jobTeams, jobTypes, planActions } from '@/lib/documents/content-schema';
import { pricingPlansPath, pricingTextPath } from '@/lib/documents/pricing-files';
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
      sectionSearchWords: fields.array(
        fields.object({
          section: fields.text({
            label: 'Section id',
            description: 'The id of a section of this page, e.g. your-rights.',
            validation: { isRequired: true },
          }),
          words: searchWords,
        }),
        {
          label: 'Search words of one section',
          description: 'For a section that answers a question of its own, e.g. “delete my data”.',
          itemLabel: (props) => props.fields.section.value,
        },
      ),
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

/** Where a singleton writes: Keystatic adds `.yaml` to its path. */
const singletonPath = (contentPath: string) => `content/${contentPath.replace(/\.yaml$/, '')}`;

const idField = (label: string, description: string) =>
  fields.text({
    label,
    description,
    validation: { isRequired: true, pattern: { regex: /^[a-z][A-Za-z0-9]*$/ } },
  });

const count = (label: string) => fields.integer({ label, validation: { isRequired: true } });

/** A comparison cell: a kind, and the number or words id it needs. */
const pricingCell = fields.conditional(
  fields.select({
    label: 'Cell',
    options: [
      { label: 'Included (tick)', value: 'included' },
      { label: 'Not included (dash)', value: 'notIncluded' },
      { label: 'A number', value: 'count' },
      { label: 'Up to a number', value: 'upTo' },
      { label: 'Unlimited', value: 'unlimited' },
      { label: 'By agreement', value: 'custom' },
      { label: 'Days', value: 'days' },
      { label: 'Years', value: 'years' },
      { label: 'Percentage', value: 'percent' },
      { label: 'Words (in each language’s plan text)', value: 'text' },
    ],
    defaultValue: 'included',
  }),
  {
    included: fields.empty(),
    notIncluded: fields.empty(),
    count: count('Number'),
    upTo: count('Number'),
    unlimited: fields.empty(),
    custom: fields.empty(),
    days: count('Days'),
    years: count('Years'),
    percent: fields.number({
      label: 'Percentage (99.95)',
      validation: { isRequired: true, min: 0, max: 100 },
    }),
    text: idField('Words id', 'The id of these words under "Cell words" in each language.'),
  },
);

/** content/pricing/plans.yaml: what every language shares. */
function pricingPlansSingleton() {
  return singleton({
    label: 'Pricing plans',
    path: singletonPath(pricingPlansPath),
    format: { data: 'yaml' },
    schema: {
      plans: fields.array(
        fields.object({
          id: idField('Plan id', 'The same in every language’s plan text; never shown.'),
          monthlyPriceUsd: fields.integer({
            label: 'Price',
            description: 'US dollars a month, billed annually. Empty: priced per agreement.',
            validation: { min: 1 },
          }),
          recommended: fields.checkbox({ label: 'Recommended' }),
          action: fields.select({
            label: 'Button',
            options: [
              { label: 'Email sales about this plan', value: planActions[0] },
              { label: 'Open the Enterprise page', value: planActions[1] },
            ],
            defaultValue: planActions[0],
          }),
        }),
        {
          label: 'Plans',
          description: 'In the order shown.',
          itemLabel: (props) => props.fields.id.value,
        },
      ),
      comparison: fields.array(
        fields.object({
          id: idField('Row id', 'The same in every language’s plan text; never shown.'),
          cells: fields.array(
            fields.object({
              plan: idField('Plan id', 'One cell for every plan.'),
              value: pricingCell,
            }),
            {
              label: 'Cells',
              itemLabel: (props) =>
                `${props.fields.plan.value}: ${props.fields.value.discriminant}`,
            },
          ),
        }),
        {
          label: 'Comparison rows',
          description: 'In the order shown.',
          itemLabel: (props) => props.fields.id.value,
        },
      ),
      faq: fields.array(idField('Question id', 'The same in every language’s plan text.'), {
        label: 'Questions (FAQ), in the order shown',
        itemLabel: (props) => props.value,
      }),
    },
  });
}

const required = (label: string, multiline = false) =>
  fields.text({ label, multiline, validation: { isRequired: true } });

/** content/pricing/<locale>.yaml: the words of the plans in one language. */
function pricingTextSingleton(locale: Locale) {
  const id = (label: string) => idField(label, 'As in "Pricing plans".');
  return singleton({
    label: `Pricing plan text (${localeNames[locale]})`,
    path: singletonPath(pricingTextPath(locale)),
    format: { data: 'yaml' },
    schema: {
      plans: fields.array(
        fields.object({
          id: id('Plan id'),
          name: required('Name'),
          tagline: required('Tagline'),
          highlights: fields.array(required('Highlight'), {
            label: 'Highlights',
            itemLabel: (props) => props.value,
            validation: { length: { min: 1 } },
          }),
          cta: required('Button'),
        }),
        { label: 'Plans', itemLabel: (props) => props.fields.name.value },
      ),
      comparison: fields.array(fields.object({ id: id('Row id'), label: required('Label') }), {
        label: 'Comparison rows',
        itemLabel: (props) => props.fields.label.value,
      }),
      cells: fields.array(fields.object({ id: id('Words id'), text: required('Words') }), {
        label: 'Cell words',
        description: 'The words of the comparison cells of the kind "Words".',
        itemLabel: (props) => props.fields.text.value,
      }),
      faq: fields.array(
        fields.object({
          id: id('Question id'),
          question: required('Question'),
          answer: required('Answer', true),
        }),
        { label: 'Questions (FAQ)', itemLabel: (props) => props.fields.question.value },
      ),
    },
  });
}

/** `pricing_plans`, and `pricing_en`, `pricing_de`, …: the words of each language. */
export const pricingTextKey = (locale: Locale) => `pricing_${locale}`;

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
  const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
    pricing_plans: pricingPlansSingleton(),
    ...Object.fromEntries(
      locales.map((locale) => [pricingTextKey(locale), pricingTextSingleton(locale)]),
    ),
  };
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
        Pricing: ['pricing_plans', ...locales.map(pricingTextKey)],
      },
    },
    collections,
    singletons,
  });
}
