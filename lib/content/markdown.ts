import { locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { blockKind, type Block, type DocumentContent } from './document';
import { parseInline } from './inline';
import { withoutSoftHyphens } from './soft-hyphen';

export type MarkdownOptions = {
  locale: Locale;
  /** Canonical origin: site links become absolute, so the text still works once copied away. */
  siteUrl: string;
  /** The 'Last updated:' label of the locale, shown before the document's date. */
  updatedLabel: string;
  /** The document's ISO date as the page writes it (`November 24, 2026`). */
  formatDate?: (iso: string) => string;
  /** Levels added to every heading: 1 puts the title at `##`, under a file's own title. */
  headingOffset?: number;
};

type Heading = (level: number, text: string, id?: string) => string;

/**
 * A heading line, with the id its HTML heading has as an attribute (`## Breach {#breach}`): the
 * explicit-id syntax of Pandoc, kramdown, PHP Markdown Extra, Python-Markdown and markdown-it-attrs,
 * which keeps the anchor on the heading's own line, where an agent reading the text sees it next
 * to the words and a search result's `#breach` finds it. A plain CommonMark viewer shows the
 * braces as text; an HTML anchor (`<a id>`) would hide them there but is raw HTML that many
 * renderers drop or rename and that costs an agent more to read.
 */
function headingWriter(options: MarkdownOptions): Heading {
  return (level, text, id) =>
    `${'#'.repeat(level + (options.headingOffset ?? 0))} ${plain(text)}${id ? ` {#${id}}` : ''}`;
}

/**
 * A structured document (lib/content/document.ts) as CommonMark: the same title, intro,
 * sections and blocks the HTML page renders, in the same order, each section and anchored
 * subheading with the id of its HTML heading. Headings are written here and only here, so a
 * `#` line inside a code sample is never taken for one.
 */
export function documentMarkdown(
  doc: DocumentContent & { preface?: Block[] },
  options: MarkdownOptions,
): string {
  const heading = headingWriter(options);
  const out: string[] = [heading(1, doc.title), '', inline(doc.intro, options)];
  if (doc.updated) {
    const date = options.formatDate?.(doc.updated) ?? doc.updated;
    out.push('', `_${options.updatedLabel} ${date}_`);
  }
  for (const block of doc.preface ?? []) out.push('', blockMarkdown(block, options, heading));
  for (const [id, section] of Object.entries(doc.sections))
    out.push('', sectionMarkdown(id, section.heading, Object.values(section.blocks), options));
  return `${out.join('\n')}\n`;
}

/**
 * One part of a document by the id of its heading, as the whole document writes it: a section
 * with its heading and blocks, or an anchored subheading with the blocks up to the next
 * subheading (a plan, one server card). Undefined when no heading has that id.
 */
export function documentPartMarkdown(
  doc: DocumentContent,
  partId: string,
  options: MarkdownOptions,
): string | undefined {
  const heading = headingWriter(options);
  for (const [id, section] of Object.entries(doc.sections)) {
    const blocks = Object.values(section.blocks);
    if (id === partId) return `${sectionMarkdown(id, section.heading, blocks, options)}\n`;
    const start = blocks.findIndex((block) => subheadingId(block) === partId);
    if (start < 0) continue;
    const next = blocks.findIndex(
      (block, index) => index > start && blockKind(block) === 'subheading',
    );
    const part = blocks.slice(start, next < 0 ? undefined : next);
    return `${part.map((block) => blockMarkdown(block, options, heading)).join('\n\n')}\n`;
  }
  return undefined;
}

/** The ids a document's headings carry, in order: what `documentPartMarkdown` can cut out. */
export function documentPartIds(doc: DocumentContent): string[] {
  return Object.entries(doc.sections).flatMap(([id, section]) => [
    id,
    ...Object.values(section.blocks)
      .map(subheadingId)
      .filter((part): part is string => Boolean(part)),
  ]);
}

function subheadingId(block: Block): string | undefined {
  return blockKind(block) === 'subheading' ? (block as { id?: string }).id : undefined;
}

function sectionMarkdown(
  id: string,
  title: string,
  blocks: Block[],
  options: MarkdownOptions,
): string {
  const heading = headingWriter(options);
  return [
    heading(2, title, id),
    ...blocks.map((block) => blockMarkdown(block, options, heading)),
  ].join('\n\n');
}

function blockMarkdown(block: Block, options: MarkdownOptions, heading: Heading): string {
  switch (blockKind(block)) {
    case 'paragraph':
      return inline(block as string, options);
    case 'subheading': {
      const { subheading, id } = block as { subheading: string; id?: string };
      return heading(3, subheading, id);
    }
    case 'list':
      return Object.values((block as { items: Record<string, string> }).items)
        .map((item) => `- ${inline(item, options)}`)
        .join('\n');
    case 'steps':
      return Object.values((block as { steps: Record<string, string> }).steps)
        .map((item, index) => `${index + 1}. ${inline(item, options)}`)
        .join('\n');
    case 'note':
      return `> ${inline((block as { note: string }).note, options)}`;
    case 'code': {
      const { code, lang, title } = block as { code: string; lang: string; title?: string };
      // A fence longer than any backtick run inside the sample, so the sample cannot close it.
      const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(Math.max(3, longest + 1));
      const caption = title ? `\`${title}\`\n\n` : '';
      return `${caption}${fence}${lang}\n${code.replace(/\n$/, '')}\n${fence}`;
    }
    case 'table': {
      const { columns, rows } = block as {
        columns: Record<string, string>;
        rows: Record<string, Record<string, string>>;
      };
      const keys = Object.keys(columns);
      const cell = (text: string) => inline(text, options).replaceAll('|', '\\|');
      const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
      return [
        line(keys.map((key) => cell(columns[key]))),
        line(keys.map(() => '---')),
        ...Object.values(rows).map((row) => line(keys.map((key) => cell(row[key] ?? '')))),
      ].join('\n');
    }
  }
}

/** Catalogue inline markup is already Markdown; site links are made absolute and localized. */
function inline(text: string, options: MarkdownOptions): string {
  return parseInline(plain(text))
    .map((token) => {
      switch (token.kind) {
        case 'code':
          return `\`${token.text}\``;
        case 'strong':
          return `**${token.text}**`;
        case 'link':
          return `[${token.text}](${siteLink(token.href, options)})`;
        default:
          return token.text;
      }
    })
    .join('');
}

/** `/pricing` in German → `https://…/de/pricing`; fragments, mail and other sites stay. */
export function siteLink(
  href: string,
  { locale, siteUrl }: Pick<MarkdownOptions, 'locale' | 'siteUrl'>,
) {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const prefixed = locales.some((code) => href === `/${code}` || href.startsWith(`/${code}/`));
  return `${siteUrl}${prefixed ? href : localizedPath(href, locale)}`;
}

function plain(text: string): string {
  return withoutSoftHyphens(text).replace(/\s*\n\s*/g, ' ');
}
