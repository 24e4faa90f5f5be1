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
  /** Words for one section of the page (`privacy#your-rights`), keyed by the section's id. */
  sectionSearchWords: z.record(z.string(), words).optional(),
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
