/**
 * Long pages (docs, legal, in-depth product pages) are kept in their message namespace as a
 * structured document, so that every locale has the same sections and the catalogue checker
 * sees every sentence. Strings are read raw (not through ICU), so code may contain braces.
 *
 *   {
 *     "title", "description", "intro",          // every page has these
 *     "updated": "2026-11-01",                    // optional ISO date, shown as 'last updated'
 *     "sections": {
 *       "<anchor-id>": {
 *         "heading": "…",
 *         "blocks": {
 *           "p1": "A paragraph with `code`, **bold** and [links](/docs/mcp).",
 *           "h1": { "subheading": "…" },
 *           "l1": { "items": { "a": "…", "b": "…" } },          // bulleted list
 *           "s1": { "steps": { "a": "…", "b": "…" } },          // numbered list
 *           "n1": { "note": "…" },                               // call-out
 *           "c1": { "lang": "ts", "title": "worker.ts", "code": "…" },
 *           "t1": { "columns": { "name": "Name" }, "rows": { "r1": { "name": "…" } } }
 *         }
 *       }
 *     }
 *   }
 *
 * Keys of sections, blocks, items and rows are the same in every locale; only values differ.
 */
export type Block =
  | string
  // `id`: the anchor of its HTML heading, where the page gives it one (lib/twins/page-document.ts).
  | { subheading: string; id?: string }
  | { items: Record<string, string> }
  | { steps: Record<string, string> }
  | { note: string }
  | { code: string; lang: string; title?: string }
  | { columns: Record<string, string>; rows: Record<string, Record<string, string>> };

export type Section = { heading: string; blocks: Record<string, Block> };

export type DocumentContent = {
  title: string;
  description: string;
  intro: string;
  updated?: string;
  sections: Record<string, Section>;
};

/**
 * A document with some of its text replaced: `variant` mirrors the document's shape (the
 * sections, blocks, items or rows it changes, nothing else), and each string it holds takes
 * the place of the string at the same path. A page whose facts depend on the configuration
 * (the cookie policy, once Google Analytics is set up) keeps each variant beside its text.
 */
export function withVariant(doc: DocumentContent, variant: unknown): DocumentContent {
  return merge(doc, variant) as DocumentContent;
}

function merge(base: unknown, over: unknown): unknown {
  if (typeof over === 'string') return over;
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) {
    return base;
  }
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) {
    if (Object.hasOwn(result, key)) result[key] = merge(result[key], value);
  }
  return result;
}

/** A document's ISO calendar date (`updated`, a news date) as the pages write it, in UTC. */
export const CALENDAR_DATE_FORMAT = { dateStyle: 'long', timeZone: 'UTC' } as const;

/** Midnight UTC of an ISO calendar date, so that no time zone shifts the day shown. */
export function calendarDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function isDocument(value: unknown): value is DocumentContent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DocumentContent).title === 'string' &&
    typeof (value as DocumentContent).sections === 'object'
  );
}

export type BlockKind = 'paragraph' | 'subheading' | 'list' | 'steps' | 'note' | 'code' | 'table';

export function blockKind(block: Block): BlockKind {
  if (typeof block === 'string') return 'paragraph';
  if ('subheading' in block) return 'subheading';
  if ('items' in block) return 'list';
  if ('steps' in block) return 'steps';
  if ('note' in block) return 'note';
  if ('code' in block) return 'code';
  return 'table';
}

/** The visible prose of a document (code excluded), for word counts and search. */
export function documentText(doc: DocumentContent): string {
  const parts: string[] = [doc.title, doc.intro];
  for (const section of Object.values(doc.sections)) {
    parts.push(section.heading);
    for (const block of Object.values(section.blocks)) {
      if (typeof block === 'string') parts.push(block);
      else if ('subheading' in block) parts.push(block.subheading);
      else if ('items' in block) parts.push(...Object.values(block.items));
      else if ('steps' in block) parts.push(...Object.values(block.steps));
      else if ('note' in block) parts.push(block.note);
      else if ('columns' in block) {
        parts.push(...Object.values(block.columns));
        for (const row of Object.values(block.rows)) parts.push(...Object.values(row));
      }
    }
  }
  return parts.join('\n');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The shape of a document with values dropped: equal across locales when they are in step. */
export function documentShape(doc: DocumentContent): string[] {
  const shape: string[] = [];
  for (const [id, section] of Object.entries(doc.sections)) {
    shape.push(`section:${id}`);
    for (const [key, block] of Object.entries(section.blocks)) {
      const kind = blockKind(block);
      shape.push(`${id}.${key}:${kind}`);
      if (typeof block !== 'string' && 'items' in block)
        shape.push(...Object.keys(block.items).map((k) => `${id}.${key}.${k}`));
      if (typeof block !== 'string' && 'steps' in block)
        shape.push(...Object.keys(block.steps).map((k) => `${id}.${key}.${k}`));
      if (typeof block !== 'string' && 'rows' in block)
        shape.push(...Object.keys(block.rows).map((k) => `${id}.${key}.${k}`));
    }
  }
  return shape;
}
