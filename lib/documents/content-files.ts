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

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A file under content/ read and parsed once per change of the file, so an edit shows on the
 * next request in development; undefined when it does not exist. `key` names the parse.
 */
function readCached<T>(relative: string, key: string, parse: (source: string) => T): T | undefined {
  const file = path.join(CONTENT_DIR, relative);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.value as T;
  const value = parse(fs.readFileSync(file, 'utf8'));
  cache.set(key, { mtimeMs: stat.mtimeMs, value });
  return value;
}

/**
 * One content file, parsed and validated (a malformed file throws with its line and field, which
 * fails the build), or undefined when it does not exist.
 */
export function readContentFile<T>(
  relative: string,
  options: { schema: z.ZodType<T>; body: 'sections' | 'paragraphs'; variables?: ContentVariables },
): ParsedFile<T> | undefined {
  const key = `${relative}|${options.body}|${options.variables?.analytics ?? false}`;
  return readCached(relative, key, (source) =>
    parseContentFile(source, { file: `content/${relative}`, ...options }),
  );
}

/**
 * One YAML data file under content/ (`pricing/plans.yaml`), validated as readContentFile
 * validates documents, with its text for line numbers; undefined when it does not exist.
 */
export function readDataFile<T>(
  relative: string,
  schema: z.ZodType<T>,
): { data: T; source: string; file: string } | undefined {
  const file = `content/${relative}`;
  return readCached(relative, `${relative}|data`, (source) => ({
    data: parseDataFile(source, { file, schema }),
    source,
    file,
  }));
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
