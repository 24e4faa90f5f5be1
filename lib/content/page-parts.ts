import type { Block, Section } from './document';

/**
 * What a page's components add to its text, in the shapes of a structured document
 * (lib/content/document.ts), so that one renderer writes every page as Markdown. The
 * builders beside each feature's data (`lib/pricing/pricing-page.ts`, …) fill them from the
 * same modules and catalogue entries the components render.
 */
export type PageSection = Section & { id: string };

export type PageParts = {
  /** The page's title and intro, when its message namespace is not a structured document. */
  head?: { title: string; intro: string };
  /** Blocks between the intro and the first section (a status line, a stored-data note…). */
  preface?: Block[];
  /** Sections the page shows before its prose sections (plans, a timeline, a catalogue). */
  lead?: PageSection[];
  /** Blocks appended to the prose section of the same id (open roles, an FAQ, a table). */
  within?: Record<string, Block[]>;
  /** Sections the page shows after its prose (an FAQ, a diagram, the call to action). */
  footer?: PageSection[];
};

/** Blocks keyed in order, as a document section holds them. */
export function blocks(...list: (Block | undefined | false)[]): Record<string, Block> {
  const kept = list.filter((block): block is Block => Boolean(block));
  return Object.fromEntries(kept.map((block, index) => [`b${index + 1}`, block]));
}

export function section(id: string, heading: string, ...list: (Block | undefined | false)[]) {
  return { id, heading, blocks: blocks(...list) } satisfies PageSection;
}

export function items(list: string[]): Block {
  return { items: Object.fromEntries(list.map((item, index) => [`i${index + 1}`, item])) };
}

/** A subheading; `id` is the anchor its HTML heading has, when it has one (a server card). */
export function subheading(text: string, id?: string): Block {
  return id ? { subheading: text, id } : { subheading: text };
}

export function table(columns: string[], rows: string[][]): Block {
  const keys = columns.map((_, index) => `c${index + 1}`);
  return {
    columns: Object.fromEntries(keys.map((key, index) => [key, columns[index]])),
    rows: Object.fromEntries(
      rows.map((row, r) => [`r${r + 1}`, Object.fromEntries(keys.map((key, c) => [key, row[c]]))]),
    ),
  };
}

/** Text that is data, not catalogue prose (a package name, a URL), as inline code. */
export function code(text: string): string {
  return `\`${text.replaceAll('`', '')}\``;
}

export function link(label: string, href: string): string {
  return `[${label.replaceAll(/[[\]]/g, '')}](${href})`;
}

export function strong(text: string): string {
  return `**${text.replaceAll('*', '')}**`;
}
