import type { Block, DocumentContent, Section } from '@/lib/documents/document-model';

export type { Block, DocumentContent, Section };

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
