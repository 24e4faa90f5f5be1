import * as z from 'zod/mini';

/** The Core Web Vitals and the two loading metrics the site reports from real visits. */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export const vitalRatings = ['good', 'needs-improvement', 'poor'] as const;

export const navigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

/**
 * One measurement as POST /api/vitals takes it. Nothing in it identifies a visitor: the path
 * has no query or fragment, and the id is the measuring library's random per-page-load id.
 */
export const vitalsReportSchema = z.strictObject({
  name: z.enum(webVitalNames),
  // CLS is a unitless score; the others are milliseconds. A minute bounds any real load.
  value: z.number().check(z.minimum(0), z.maximum(60_000)),
  rating: z.enum(vitalRatings),
  navigationType: z.enum(navigationTypes),
  id: z.string().check(z.regex(/^[\w.-]{1,64}$/)),
  path: z.string().check(z.maxLength(200), z.regex(/^\/[\w\-./~%]*$/)),
});

export type VitalsReport = z.infer<typeof vitalsReportSchema>;
export type WebVitalName = (typeof webVitalNames)[number];
