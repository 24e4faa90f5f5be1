import fs from 'node:fs';
import path from 'node:path';
import { parseDataFile } from './data-file';
import { parseContentFile, type ContentVariables, type ParsedFile } from './document-file';
import type { z } from 'zod';
import type { Locale } from '../i18n/locales';
import { getPage, type PageId } from '../site/pages';

/**
 * The content/ folder on disk. Static pages read it while they are built; the runtime readers
 * (search, MCP, the assistant) read it on the server, where next.config.ts traces it into the
 * standalone and Vercel outputs (`outputFileTracingIncludes`).
 */
const CONTENT_DIR = path.join(process.cwd(), 'content');

type Cached = { mtimeMs: number; parsed: ParsedFile<unknown> };
const cache = new Map<string, Cached>();

/**
 * One content file, parsed and validated (a malformed file throws with its line and field, which
 * fails the build), or undefined when it does not exist. Parsed once per change of the file, so
 * an edit shows on the next request in development.
 */
export function readContentFile<T>(
  relative: string,
  options: { schema: z.ZodType<T>; body: 'sections' | 'paragraphs'; variables?: ContentVariables },
): ParsedFile<T> | undefined {
  const file = path.join(CONTENT_DIR, relative);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  const key = `${relative}|${options.body}|${options.variables?.analytics ?? false}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.parsed as ParsedFile<T>;
  const parsed = parseContentFile(fs.readFileSync(file, 'utf8'), {
    file: `content/${relative}`,
    ...options,
  });
  cache.set(key, { mtimeMs: stat.mtimeMs, parsed });
  return parsed;
}

const dataCache = new Map<string, { mtimeMs: number; data: unknown; source: string }>();

/**
 * One YAML data file under content/ (`pricing/plans.yaml`), validated as readContentFile
 * validates documents, with its text for line numbers; undefined when it does not exist.
 */
export function readDataFile<T>(
  relative: string,
  schema: z.ZodType<T>,
): { data: T; source: string; file: string } | undefined {
  const file = path.join(CONTENT_DIR, relative);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  const name = `content/${relative}`;
  const hit = dataCache.get(relative);
  if (hit && hit.mtimeMs === stat.mtimeMs)
    return { data: hit.data as T, source: hit.source, file: name };
  const source = fs.readFileSync(file, 'utf8');
  const data = parseDataFile(source, { file: name, schema });
  dataCache.set(relative, { mtimeMs: stat.mtimeMs, data, source });
  return { data, source, file: name };
}

/** Where a page's document lives, relative to content/: `pages/legal/sla/de.mdoc`. */
export function pageDocumentPath(id: PageId, locale: Locale): string {
  const route = getPage(id).path.slice(1);
  return `pages/${route ? `${route}/` : ''}${locale}.mdoc`;
}

/** The slug folders of a collection (`news`, `jobs`), sorted. */
export function contentFolders(collection: string): string[] {
  const dir = path.join(CONTENT_DIR, collection);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
