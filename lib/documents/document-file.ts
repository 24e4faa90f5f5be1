import Markdoc, { type Node, type ValidationError } from '@markdoc/markdoc';
import type { z } from 'zod';
import type { Block, Section } from './document-model';
import { readYaml } from './yaml-data';

/**
 * One content file (content/…/<locale>.mdoc, CONTENT-FORMAT in docs/content.md): YAML
 * front-matter checked against a zod schema, and a Markdoc body read into the blocks of a
 * structured document (lib/content/document.ts). Pure: no file system, no environment, so the
 * loader, `npm run check:content` and the tests read files the same way.
 */

/** A problem in a content file, with the line (1-based) and the field or tag it concerns. */
export type ContentProblem = { file: string; line: number; field: string; message: string };

export function formatProblem({ file, line, field, message }: ContentProblem): string {
  return `${file}:${line}: ${field}: ${message}`;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`Invalid content:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Which variant of the text the deployment shows (`if-analytics` / `unless-analytics` tags). */
export type ContentVariables = { analytics: boolean };

const wrapperTags = { 'if-analytics': true, 'unless-analytics': false } as const;

/** The tags a body may use; Markdoc reports any other with its line. */
const markdocConfig = {
  nodes: {
    fence: {
      ...Markdoc.nodes.fence,
      attributes: { ...Markdoc.nodes.fence.attributes, title: { type: String } },
    },
  },
  tags: {
    section: { attributes: { id: { type: String, required: true } } },
    note: {},
    table: Markdoc.tags.table,
    'if-analytics': { inline: false },
    'unless-analytics': { inline: false },
  },
  // Tags may sit inside a paragraph as well as around blocks.
  validation: { validateFunctions: false },
};

export type ParsedFile<T> = {
  data: T;
  /** The body's sections, in order, keyed by their id. */
  sections: Record<string, Section>;
  /** Paragraphs of a body without sections (news articles). */
  paragraphs: string[];
};

type Options<T> = {
  file: string;
  schema: z.ZodType<T>;
  variables?: ContentVariables;
  /** `sections`: the body is `{% section %}` tags only; `paragraphs`: plain paragraphs only. */
  body: 'sections' | 'paragraphs';
};

export function parseContentFile<T>(source: string, options: Options<T>): ParsedFile<T> {
  const problems: ContentProblem[] = [];
  const report = (line: number, field: string, message: string) =>
    problems.push({ file: options.file, line, field, message });

  const data = readFrontMatter(source, options.schema, report);
  const ast = Markdoc.parse(source);
  for (const { lines, error } of Markdoc.validate(ast, markdocConfig)) {
    if (isAllowedInline(error)) continue;
    report((lines[0] ?? 0) + 1, error.id, error.message);
  }
  const variables = options.variables ?? { analytics: false };
  const reader = new BodyReader(variables, report);
  const result: ParsedFile<T> = { data: data as T, sections: {}, paragraphs: [] };
  if (options.body === 'sections') result.sections = reader.sections(ast);
  else result.paragraphs = reader.paragraphs(ast);
  if (problems.length > 0) throw new ContentError(problems.sort((a, b) => a.line - b.line));
  return result;
}

/** Markdoc calls a block tag written inside a paragraph 'inline'; both places are allowed. */
function isAllowedInline(error: ValidationError): boolean {
  return error.id === 'tag-placement-invalid';
}

function readFrontMatter<T>(
  source: string,
  schema: z.ZodType<T>,
  report: (line: number, field: string, message: string) => void,
): T | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  if (!match) {
    report(1, 'front-matter', 'the file must start with front-matter between --- lines');
    return undefined;
  }
  // Line 1 is the opening `---`, so YAML line n is file line n + 1.
  return readYaml(match[1], schema, report, { firstLine: 2, field: 'front-matter' });
}

const blockPrefix = {
  paragraph: 'p',
  subheading: 'h',
  list: 'l',
  steps: 's',
  note: 'n',
  code: 'c',
  table: 't',
} as const;

/** Link targets are URL-encoded by the parser; a site token (`mailto:{{email.legal}}`) stays one. */
function tokensInHref(href: string): string {
  return href.replace(/%7B%7B([a-z]+\.[a-zA-Z]+)%7D%7D/g, '{{$1}}');
}

class BodyReader {
  constructor(
    private readonly variables: ContentVariables,
    private readonly report: (line: number, field: string, message: string) => void,
  ) {}

  private line(node: Node): number {
    return (node.lines[0] ?? 0) + 1;
  }

  /** A wrapper tag's children when its condition holds, none otherwise; other nodes as they are. */
  private unwrap(nodes: Node[]): Node[] {
    return nodes.flatMap((node) => {
      if (node.type === 'tag' && node.tag && node.tag in wrapperTags) {
        const shown =
          wrapperTags[node.tag as keyof typeof wrapperTags] === this.variables.analytics;
        return shown ? this.unwrap(node.children) : [];
      }
      return [node];
    });
  }

  sections(ast: Node): Record<string, Section> {
    const sections: Record<string, Section> = {};
    for (const node of ast.children) {
      if (node.type !== 'tag' || node.tag !== 'section') {
        if (node.type === 'tag' && node.tag && !(node.tag in markdocConfig.tags)) continue;
        this.report(this.line(node), 'body', 'text outside a {% section %} tag');
        continue;
      }
      const id = String(node.attributes.id ?? '');
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
        this.report(this.line(node), 'section.id', `"${id}" is not a lowercase-hyphenated id`);
        continue;
      }
      if (sections[id]) this.report(this.line(node), 'section.id', `"${id}" appears twice`);
      sections[id] = this.section(node, id);
    }
    return sections;
  }

  private section(node: Node, id: string): Section {
    const [first, ...rest] = this.unwrap(node.children);
    if (!first || first.type !== 'heading' || first.attributes.level !== 2) {
      this.report(this.line(node), `section ${id}`, 'must start with a level-2 heading (## …)');
      return { heading: '', blocks: {} };
    }
    const counts: Record<string, number> = {};
    const blocks: Record<string, Block> = {};
    for (const child of rest) {
      const block = this.block(child, id);
      if (block === undefined) continue;
      const prefix = blockPrefix[block.kind];
      counts[prefix] = (counts[prefix] ?? 0) + 1;
      blocks[`${prefix}${counts[prefix]}`] = block.value;
    }
    return { heading: this.inline(first), blocks };
  }

  private block(
    node: Node,
    sectionId: string,
  ): { kind: keyof typeof blockPrefix; value: Block } | undefined {
    const where = `section ${sectionId}`;
    switch (node.type) {
      case 'paragraph': {
        const text = this.inline(node);
        return text ? { kind: 'paragraph', value: text } : undefined;
      }
      case 'heading':
        if (node.attributes.level !== 3) {
          this.report(this.line(node), where, 'headings inside a section are level 3 (### …)');
          return undefined;
        }
        return { kind: 'subheading', value: { subheading: this.inline(node) } };
      case 'list': {
        const entries = this.listItems(node);
        const keyed = Object.fromEntries(entries.map((text, index) => [`i${index + 1}`, text]));
        return node.attributes.ordered
          ? { kind: 'steps', value: { steps: keyed } }
          : { kind: 'list', value: { items: keyed } };
      }
      case 'fence': {
        const code = String(node.attributes.content ?? '').replace(/\n$/, '');
        const lang = String(node.attributes.language ?? '');
        const title = node.attributes.title as string | undefined;
        return { kind: 'code', value: title ? { lang, title, code } : { lang, code } };
      }
      case 'tag':
        if (node.tag === 'note') {
          const text = this.unwrap(node.children)
            .map((child) => this.inline(child))
            .filter(Boolean)
            .join(' ');
          return { kind: 'note', value: { note: text } };
        }
        if (node.tag === 'table') return { kind: 'table', value: this.table(node) };
        return undefined;
      default:
        this.report(this.line(node), where, `a ${node.type} is not allowed here`);
        return undefined;
    }
  }

  private listItems(list: Node): string[] {
    return list.children.map((item) => this.inline(item)).filter((text) => text.length > 0);
  }

  private table(node: Node): Block {
    const table = node.children.find((child) => child.type === 'table');
    const rowsOf = (type: string) =>
      (table?.children.find((child) => child.type === type)?.children ?? []).map((tr) =>
        tr.children.map((cell) => this.inline(cell)),
      );
    const [head = []] = rowsOf('thead');
    const keys = head.map((_, index) => `c${index + 1}`);
    return {
      columns: Object.fromEntries(keys.map((key, index) => [key, head[index]])),
      rows: Object.fromEntries(
        rowsOf('tbody').map((cells, r) => [
          `r${r + 1}`,
          Object.fromEntries(keys.map((key, c) => [key, cells[c] ?? ''])),
        ]),
      ),
    };
  }

  paragraphs(ast: Node): string[] {
    const out: string[] = [];
    for (const node of this.unwrap(ast.children)) {
      if (node.type === 'paragraph') {
        const text = this.inline(node);
        if (text) out.push(text);
      } else
        this.report(this.line(node), 'body', `only paragraphs are allowed, not a ${node.type}`);
    }
    return out;
  }

  /**
   * A node's inline content in the markup the renderers read (lib/content/inline.ts): `code`,
   * **bold** and [label](href), the rest as text.
   */
  inline(node: Node): string {
    const parts: string[] = [];
    const walk = (child: Node) => {
      switch (child.type) {
        case 'text':
          parts.push(String(child.attributes.content ?? ''));
          return;
        case 'code':
          parts.push(`\`${child.attributes.content}\``);
          return;
        case 'strong':
          parts.push('**');
          child.children.forEach(walk);
          parts.push('**');
          return;
        case 'link':
          parts.push('[');
          child.children.forEach(walk);
          parts.push(`](${tokensInHref(String(child.attributes.href))})`);
          return;
        case 'softbreak':
        case 'hardbreak':
          parts.push(' ');
          return;
        case 'tag':
          if (child.tag && child.tag in wrapperTags) {
            this.unwrap([child]).forEach(walk);
            return;
          }
          this.report(this.line(child), `tag ${child.tag}`, 'is not allowed inside text');
          return;
        case 'em':
          this.report(
            this.line(child),
            'text',
            'emphasis (*…* or _…_) is not supported; use **bold**',
          );
          child.children.forEach(walk);
          return;
        case 'inline':
        case 'paragraph':
        case 'item':
        case 'th':
        case 'td':
          child.children.forEach(walk);
          return;
        default:
          this.report(this.line(child), 'text', `a ${child.type} is not allowed inside text`);
      }
    };
    node.children.forEach(walk);
    return parts.join('').trim();
  }
}
