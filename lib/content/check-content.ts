import fs from 'node:fs';
import path from 'node:path';
import { documentShape } from '@/lib/content/document';
import { parseInline } from '@/lib/content/inline';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { pages } from '@/lib/site/pages';
import { fillTokensDeep, siteTokens } from '@/lib/site/site-tokens';
import {
  jobFrontMatter,
  newsFrontMatter,
  pageFrontMatter,
  pricingPlansFile,
  pricingTextFile,
  slugPattern,
} from '@/lib/documents/content-schema';
import { parseDataFile } from '@/lib/documents/data-file';
import { ContentError, parseContentFile, type ContentProblem } from '@/lib/documents/document-file';
import {
  plansProblems,
  pricingPlansPath,
  pricingTextPath,
  textProblems,
} from '@/lib/documents/pricing-files';
import type { DocumentContent, Section } from '@/lib/documents/document-model';

/**
 * `npm run check:content` (scripts/check-content.mjs): every file under content/ read as the
 * site reads it, then compared across locales. Errors fail the check (and CI); warnings are
 * reported and pass, so an English-only announcement can ship.
 *
 * Errors: a file that does not parse (front-matter against its schema, unknown tags, text
 * outside sections), an unknown site token, a page document missing in a locale, section ids
 * or block structure that differ from English (a stale translation), an `updated` date older
 * than English's, an internal link to no page or to no section of it; a pricing file that
 * does not parse, a plan, comparison row, cell text or question that plans.yaml and a locale's
 * plan text do not both have, a pricing locale file missing, any other file in content/pricing.
 * Warnings: a news article or job opening without a translation (shown in English), or whose
 * date, category, team, location, type or order differ from English (English wins).
 */
export type CheckResult = { errors: ContentProblem[]; warnings: ContentProblem[] };

type PageFile = { locale: Locale; file: string; doc: DocumentContent; raw: string };

/**
 * Anchors that the page's components add to its document's sections (diagrams, catalogues,
 * lists built from data), which content may link to.
 */
const componentAnchors: Record<string, string[]> = {
  '/platform': ['architecture'],
  '/news': ['keep-up'],
};

export function checkContent(root: string): CheckResult {
  const errors: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const rel = (file: string) => path.relative(path.dirname(root), file);
  const tokens = siteTokens();

  const read = <T>(
    file: string,
    schema: Parameters<typeof parseContentFile<T>>[1]['schema'],
    body: 'sections' | 'paragraphs',
  ) => {
    const source = fs.readFileSync(file, 'utf8');
    try {
      // Both variants of the text must read; the one without analytics is the one compared.
      parseContentFile(source, { file: rel(file), schema, body, variables: { analytics: true } });
      const parsed = parseContentFile(source, { file: rel(file), schema, body });
      try {
        fillTokensDeep(parsed, tokens);
      } catch (error) {
        const message = String((error as Error).message);
        const token = /\{\{[^}]*\}\}/.exec(message)?.[0] ?? '{{';
        errors.push({ file: rel(file), line: lineOf(source, token), field: 'token', message });
      }
      return { parsed, source };
    } catch (error) {
      if (error instanceof ContentError) errors.push(...error.problems);
      else throw error;
      return undefined;
    }
  };

  // Pages: every registry page with an English document needs every locale, in step.
  const documents = new Map<string, PageFile[]>();
  for (const page of pages) {
    const dir = path.join(root, 'pages', page.path.slice(1));
    const english = path.join(dir, `${defaultLocale}.mdoc`);
    if (!fs.existsSync(english)) continue;
    const files: PageFile[] = [];
    for (const locale of locales) {
      const file = path.join(dir, `${locale}.mdoc`);
      if (!fs.existsSync(file)) {
        errors.push({
          file: rel(file),
          line: 1,
          field: 'locale',
          message: `missing: the ${locale} translation of ${rel(english)}`,
        });
        continue;
      }
      const result = read(file, pageFrontMatter, 'sections');
      if (!result) continue;
      const { data, sections } = result.parsed;
      files.push({ locale, file, doc: { ...data, sections }, raw: result.source });
    }
    documents.set(page.path, files);
    compareLocales(files, errors, rel);
  }
  for (const file of stray(
    path.join(root, 'pages'),
    new Set(pages.map((page) => page.path.slice(1))),
  ))
    errors.push({
      file: rel(file),
      line: 1,
      field: 'path',
      message: 'no page of the registry (lib/site/pages.ts) lives at this path',
    });

  // Links: to a page of the registry, and to a section of its document when they name one.
  const anchorsOf = (pagePath: string) => {
    const english = documents.get(pagePath)?.find((file) => file.locale === defaultLocale);
    const anchors = new Set(componentAnchors[pagePath] ?? []);
    for (const [id, section] of Object.entries(english?.doc.sections ?? {})) {
      anchors.add(id);
      for (const key of Object.keys(section.blocks)) anchors.add(`${id}-${key}`);
    }
    return { known: Boolean(english) || pagePath in componentAnchors, anchors };
  };
  const pagePaths = new Set<string>(pages.map((page) => page.path));
  for (const [pagePath, files] of documents)
    for (const { file, doc, raw } of files)
      for (const href of links(doc)) {
        if (href.startsWith('#')) {
          const { anchors } = anchorsOf(pagePath);
          if (!anchors.has(href.slice(1)))
            errors.push({
              file: rel(file),
              line: lineOf(raw, `](${href})`),
              field: 'link',
              message: `${href} is no section of this page`,
            });
          continue;
        }
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const [target, anchor] = stripLocale(href).split('#');
        if (!pagePaths.has(target) && !isAgentFile(target)) {
          errors.push({
            file: rel(file),
            line: lineOf(raw, `](${href}`),
            field: 'link',
            message: `${href} points to no page`,
          });
          continue;
        }
        if (anchor) {
          const { known, anchors } = anchorsOf(target);
          if (known && !anchors.has(anchor))
            errors.push({
              file: rel(file),
              line: lineOf(raw, `](${href})`),
              field: 'link',
              message: `${href}: ${target} has no section "${anchor}"`,
            });
        }
      }

  // Collections: an entry needs English; another locale may be missing (shown in English).
  const collections = [
    { name: 'news', schema: newsFrontMatter, facts: ['date', 'category'] },
    { name: 'jobs', schema: jobFrontMatter, facts: ['team', 'location', 'type', 'order'] },
  ] as const;
  for (const { name, schema, facts } of collections) {
    const dir = path.join(root, name);
    if (!fs.existsSync(dir)) continue;
    for (const slug of fs.readdirSync(dir)) {
      const folder = path.join(dir, slug);
      if (!fs.statSync(folder).isDirectory()) continue;
      if (!slugPattern.test(slug))
        errors.push({
          file: rel(folder),
          line: 1,
          field: 'slug',
          message: 'a folder name is letters, digits and hyphens',
        });
      const english = path.join(folder, `${defaultLocale}.mdoc`);
      if (!fs.existsSync(english)) {
        errors.push({
          file: rel(english),
          line: 1,
          field: 'locale',
          message: 'missing: every entry needs its English file',
        });
        continue;
      }
      const base = read(english, schema as never, 'paragraphs');
      for (const locale of locales.filter((code) => code !== defaultLocale)) {
        const file = path.join(folder, `${locale}.mdoc`);
        if (!fs.existsSync(file)) {
          warnings.push({
            file: rel(file),
            line: 1,
            field: 'locale',
            message: `missing: ${locale} readers see the English text (lang="en")`,
          });
          continue;
        }
        const own = read(file, schema as never, 'paragraphs');
        if (!own || !base) continue;
        for (const fact of facts) {
          const mine = (own.parsed.data as Record<string, unknown>)[fact];
          const theirs = (base.parsed.data as Record<string, unknown>)[fact];
          if (mine !== theirs)
            warnings.push({
              file: rel(file),
              line: lineOf(own.source, `${fact}:`),
              field: fact,
              message: `${String(mine)} differs from English (${String(theirs)}); English is shown`,
            });
        }
      }
    }
  }
  errors.push(...checkPricing(root, rel, tokens));
  return { errors, warnings };
}

/** content/pricing: plans.yaml, and each locale's words matching it. */
function checkPricing(
  root: string,
  rel: (file: string) => string,
  tokens: Map<string, string>,
): ContentProblem[] {
  const errors: ContentProblem[] = [];
  const read = <T>(relative: string, schema: Parameters<typeof parseDataFile<T>>[1]['schema']) => {
    const full = path.join(root, relative);
    if (!fs.existsSync(full)) {
      errors.push({ file: rel(full), line: 1, field: 'file', message: 'missing' });
      return undefined;
    }
    const source = fs.readFileSync(full, 'utf8');
    try {
      const data = parseDataFile(source, { file: rel(full), schema });
      return { data, source, file: rel(full) };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(...error.problems);
      return undefined;
    }
  };
  const plans = read(pricingPlansPath, pricingPlansFile);
  if (plans) errors.push(...plansProblems(plans));
  for (const locale of locales) {
    const words = read(pricingTextPath(locale), pricingTextFile);
    if (!words) continue;
    if (plans) errors.push(...textProblems(plans.data, words));
    try {
      fillTokensDeep(words.data, tokens);
    } catch (error) {
      const message = String((error as Error).message);
      const token = /\{\{[^}]*\}\}/.exec(message)?.[0] ?? '{{';
      errors.push({ file: words.file, line: lineOf(words.source, token), field: 'token', message });
    }
  }
  const known = new Set([pricingPlansPath, ...locales.map(pricingTextPath)]);
  const dir = path.join(root, 'pricing');
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    if (!known.has(`pricing/${name}`))
      errors.push({
        file: rel(path.join(dir, name)),
        line: 1,
        field: 'path',
        message: `content/pricing holds plans.yaml and one file per locale (${locales.join(', ')}.yaml)`,
      });
  return errors;
}

function compareLocales(
  files: PageFile[],
  errors: ContentProblem[],
  rel: (file: string) => string,
) {
  const english = files.find((file) => file.locale === defaultLocale);
  if (!english) return;
  const ids = Object.keys(english.doc.sections);
  const shape = documentShape(english.doc);
  for (const { locale, file, doc, raw } of files) {
    if (locale === defaultLocale) continue;
    const own = Object.keys(doc.sections);
    const missing = ids.filter((id) => !own.includes(id));
    const extra = own.filter((id) => !ids.includes(id));
    if (missing.length || extra.length || own.join() !== ids.join()) {
      errors.push({
        file: rel(file),
        line: extra.length ? lineOf(raw, `id="${extra[0]}"`) : 1,
        field: 'section.id',
        message: `sections differ from English (${rel(english.file)}): ${[
          missing.length ? `missing ${missing.join(', ')}` : '',
          extra.length ? `not in English ${extra.join(', ')}` : '',
          !missing.length && !extra.length ? 'another order' : '',
        ]
          .filter(Boolean)
          .join('; ')}`,
      });
      continue;
    }
    const mine = documentShape(doc);
    const first = shape.findIndex((entry, index) => mine[index] !== entry);
    if (first >= 0 || mine.length !== shape.length) {
      const at = first >= 0 ? first : Math.min(mine.length, shape.length);
      const sectionId = (shape[at] ?? mine[at] ?? '').replace(/^section:/, '').split(/[.:]/)[0];
      errors.push({
        file: rel(file),
        line: lineOf(raw, `id="${sectionId}"`),
        field: `section ${sectionId}`,
        message: `stale translation: its blocks differ from English (English ${shape[at] ?? 'ends'}, here ${mine[at] ?? 'nothing'})`,
      });
    }
    if (english.doc.updated && doc.updated !== english.doc.updated)
      errors.push({
        file: rel(file),
        line: lineOf(raw, 'updated:'),
        field: 'updated',
        message: `stale translation: English was updated on ${english.doc.updated}, this file says ${doc.updated ?? 'nothing'}`,
      });
  }
}

function links(doc: { sections: Record<string, Section>; intro?: string }): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      for (const token of parseInline(value)) if (token.kind === 'link') out.push(token.href);
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(doc.sections);
  return out;
}

function stripLocale(href: string): string {
  const match = /^\/(en|es|fr|de)(\/|$|#)/.exec(href);
  if (!match) return href;
  const rest = href.slice(match[1].length + 1);
  return rest === '' || rest.startsWith('#') ? `/${rest}` : rest;
}

function isAgentFile(target: string): boolean {
  return /\.md$|^\/llms(-full)?\.txt$/.test(target);
}

function lineOf(source: string, needle: string): number {
  const index = source.indexOf(needle);
  return index < 0 ? 1 : source.slice(0, index).split('\n').length;
}

/** .mdoc files under content/pages at a path no registry page has. */
function stray(dir: string, routes: Set<string>): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        entry.name.endsWith('.mdoc') &&
        !routes.has(path.relative(dir, folder).split(path.sep).join('/'))
      )
        out.push(full);
    }
  };
  walk(dir);
  return out;
}
