import { z } from 'zod';

/**
 * The front-matter of every kind of content file (docs/content.md). Unknown fields are
 * errors, so a misspelt field name is reported instead of silently dropped.
 */
const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real date');
const words = z.array(text).min(1, 'must list at least one search word');

/** YAML reads an unquoted 2026-11-01 as a date; the schema wants the written day. */
const dateField = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  isoDate,
);

export const pageFrontMatter = z.strictObject({
  title: text,
  description: text,
  intro: text,
  updated: dateField.optional(),
  searchWords: words,
  /**
   * Words for one section of the page (`privacy#your-rights`): a list of section id and words,
   * as the editor writes it (it has no field keyed by names).
   */
  sectionSearchWords: z.array(z.strictObject({ section: text, words })).optional(),
  nav: z.strictObject({ label: text, description: text }).optional(),
});
export type PageFrontMatter = z.infer<typeof pageFrontMatter>;

export const newsCategories = ['product', 'company', 'docs'] as const;

export const newsFrontMatter = z.strictObject({
  title: text,
  summary: text,
  date: dateField,
  category: z.enum(newsCategories),
});
export type NewsFrontMatter = z.infer<typeof newsFrontMatter>;

export const jobTeams = [
  'engineering',
  'appliedAi',
  'security',
  'design',
  'product',
  'customerEngineering',
  'sales',
] as const;
export const jobLocations = ['singapore', 'remoteApac', 'remoteEurope'] as const;
export const jobTypes = ['fullTime', 'contract'] as const;

export const jobFrontMatter = z.strictObject({
  title: text,
  summary: text,
  team: z.enum(jobTeams),
  location: z.enum(jobLocations),
  type: z.enum(jobTypes),
  order: z.number().int(),
});
export type JobFrontMatter = z.infer<typeof jobFrontMatter>;

/** A slug folder's name: the anchor of the article or role on its page. */
export const slugPattern = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/** An id the pricing files share across languages: a plan, comparison row, cell text or question. */
const pricingId = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'must be letters and digits, starting with a lower-case letter');
const count = z.number().int().nonnegative();

/**
 * One cell of the comparison, as the editor's conditional field writes it: a kind and its value.
 * The words of `count` … `years` are interface messages (`pricing.comparison.cells`); a `text`
 * cell names its words in the locale files (`cells`).
 */
export const pricingCell = z.discriminatedUnion('discriminant', [
  z.strictObject({ discriminant: z.literal('included') }),
  z.strictObject({ discriminant: z.literal('notIncluded') }),
  z.strictObject({ discriminant: z.literal('count'), value: count }),
  z.strictObject({ discriminant: z.literal('upTo'), value: count }),
  z.strictObject({ discriminant: z.literal('unlimited') }),
  z.strictObject({ discriminant: z.literal('custom') }),
  z.strictObject({ discriminant: z.literal('days'), value: count }),
  z.strictObject({ discriminant: z.literal('years'), value: count }),
  /** A percentage as written: 99.95. */
  z.strictObject({ discriminant: z.literal('percent'), value: z.number().min(0).max(100) }),
  z.strictObject({ discriminant: z.literal('text'), value: pricingId }),
]);
export type PricingCell = z.infer<typeof pricingCell>;

/** What a plan's button does: mail sales about the plan, or open the Enterprise page. */
export const planActions = ['sales', 'enterprise'] as const;

/** content/pricing/plans.yaml: what is the same in every language. */
export const pricingPlansFile = z.strictObject({
  plans: z
    .array(
      z.strictObject({
        id: pricingId,
        /** US dollars a month, billed annually; none: priced per agreement. */
        monthlyPriceUsd: z.number().int().positive().optional(),
        recommended: z.boolean().default(false),
        action: z.enum(planActions),
      }),
    )
    .min(1, 'must list at least one plan'),
  comparison: z.array(
    z.strictObject({
      id: pricingId,
      cells: z.array(z.strictObject({ plan: pricingId, value: pricingCell })),
    }),
  ),
  faq: z.array(pricingId),
});
export type PricingPlansFile = z.infer<typeof pricingPlansFile>;

/** content/pricing/<locale>.yaml: the words of the plans in one language. */
export const pricingTextFile = z.strictObject({
  plans: z.array(
    z.strictObject({
      id: pricingId,
      name: text,
      tagline: text,
      highlights: z.array(text).min(1, 'must list at least one highlight'),
      cta: text,
    }),
  ),
  comparison: z.array(z.strictObject({ id: pricingId, label: text })),
  cells: z.array(z.strictObject({ id: pricingId, text })).default([]),
  faq: z.array(z.strictObject({ id: pricingId, question: text, answer: text })),
});
export type PricingTextFile = z.infer<typeof pricingTextFile>;
