import fs from 'node:fs';
import path from 'node:path';
import { createReader } from '@keystatic/core/reader';
import { pricingPlansFile, pricingTextFile } from '@/lib/documents/content-schema';
import { parseDataFile } from '@/lib/documents/data-file';
import type { ContentProblem } from '@/lib/documents/document-file';
import { pricingPlansPath, pricingTextPath } from '@/lib/documents/pricing-files';
import { locales } from '@/lib/i18n/locales';
import { cmsConfig, collectionKey, pricingTextKey } from './keystatic-config';

/**
 * What the editor at /keystatic would stumble on in content/ (`npm run check:content`): an
 * entry its schema cannot open, and pricing it shows otherwise than the site reads it. A field
 * the site reads but the editor's schema lacks would be dropped by the marketer's next save, so
 * the pricing the editor reads must hold every value the site reads, unchanged.
 */
export async function editorProblems(contentDir: string): Promise<ContentProblem[]> {
  const root = path.dirname(contentDir);
  const reader = createReader(root, cmsConfig({ kind: 'local' }));
  const problems: ContentProblem[] = [];
  const report = (file: string, field: string, message: string) =>
    problems.push({
      file: path.relative(root, path.join(contentDir, file)),
      line: 1,
      field,
      message,
    });

  for (const kind of ['news', 'jobs', 'pages'] as const)
    for (const locale of locales) {
      const collection = reader.collections[collectionKey(kind, locale)];
      // By the slugs on disk: the reader's own list() ignores the `/<locale>` after the slug,
      // which the editor's file tree (and the site) take into account.
      for (const slug of slugsOnDisk(contentDir, kind, locale)) {
        const file = `${kind}/${slug}/${locale}.mdoc`;
        await collection
          .readOrThrow(slug)
          .catch((error: unknown) => report(file, 'editor', messageOf(error)));
      }
    }

  const singletons = [
    { key: 'pricing_plans', file: pricingPlansPath, schema: pricingPlansFile },
    ...locales.map((locale) => ({
      key: pricingTextKey(locale),
      file: pricingTextPath(locale),
      schema: pricingTextFile,
    })),
  ];
  for (const { key, file, schema } of singletons) {
    let site: unknown;
    try {
      site = parseDataFile(fs.readFileSync(path.join(contentDir, file), 'utf8'), {
        file,
        schema: schema as typeof pricingTextFile,
      });
    } catch {
      continue; // The site's own check reports it, with its line.
    }
    try {
      const edited = await reader.singletons[key].readOrThrow();
      const difference = firstDifference(site, edited, '');
      if (difference !== undefined)
        report(file, difference || 'file', 'the editor shows a value the site reads otherwise');
    } catch (error) {
      report(file, 'editor', messageOf(error));
    }
  }
  return problems;
}

/** content/<kind>/<slug…>/<locale>.mdoc, as slugs (pages nest: `legal/dpa`). */
function slugsOnDisk(contentDir: string, kind: string, locale: string): string[] {
  const dir = path.join(contentDir, kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === `${locale}.mdoc`)
    .map((file) => path.dirname(file).split(path.sep).join('/'))
    .sort();
}

/** The path of the first value the site reads that the editor lacks or holds otherwise. */
function firstDifference(site: unknown, edited: unknown, at: string): string | undefined {
  if (site === undefined || site === null) return undefined;
  if (Array.isArray(site)) {
    if (!Array.isArray(edited) || edited.length !== site.length) return at;
    for (const [index, item] of site.entries()) {
      const difference = firstDifference(item, edited[index], `${at}[${index}]`);
      if (difference !== undefined) return difference;
    }
    return undefined;
  }
  if (typeof site === 'object') {
    if (typeof edited !== 'object' || edited === null) return at;
    for (const [key, value] of Object.entries(site)) {
      const difference = firstDifference(
        value,
        (edited as Record<string, unknown>)[key],
        at ? `${at}.${key}` : key,
      );
      if (difference !== undefined) return difference;
    }
    return undefined;
  }
  return site === edited ? undefined : at;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
