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

/**
 * A structured document (lib/content/document.ts) as CommonMark: the same title, intro,
 * sections and blocks the HTML page renders, in the same order, with the same anchors
 * reachable as `## heading` lines. Headings are written here and only here, so a `#` line inside
 * a code sample is never taken for one.
 */
export function documentMarkdown(
  doc: DocumentContent & { preface?: Block[] },
  options: MarkdownOptions,
): string {
  const heading = (level: number, text: string) =>
    `${'#'.repeat(level + (options.headingOffset ?? 0))} ${plain(text)}`;
  const out: string[] = [heading(1, doc.title), '', inline(doc.intro, options)];
  if (doc.updated) {
    const date = options.formatDate?.(doc.updated) ?? doc.updated;
    out.push('', `_${options.updatedLabel} ${date}_`);
  }
  for (const block of doc.preface ?? []) out.push('', blockMarkdown(block, options, heading));
  for (const section of Object.values(doc.sections)) {
    out.push('', heading(2, section.heading));
    for (const block of Object.values(section.blocks))
      out.push('', blockMarkdown(block, options, heading));
  }
  return `${out.join('\n')}\n`;
}

function blockMarkdown(
  block: Block,
  options: MarkdownOptions,
  heading: (level: number, text: string) => string,
): string {
  switch (blockKind(block)) {
    case 'paragraph':
      return inline(block as string, options);
    case 'subheading':
      return heading(3, (block as { subheading: string }).subheading);
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
