import type { Messages } from '@/lib/i18n/en-messages';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/locales';
import { pages, type PageId } from '@/lib/site/pages';
import { keywords } from './keywords';

/** A piece of a page's copy that the site assistant can quote and link to. */
export type Passage = {
  pageId: PageId;
  /** The page's localized URL. */
  url: string;
  /** The page's short title, from the sidebar. */
  pageTitle: string;
  text: string;
  /** Keywords of the text and of the headings above it. */
  terms: string[];
};

export type SiteIndex = {
  locale: Locale;
  passages: Passage[];
  /** In how many passages each term occurs. */
  documentFrequency: Map<string, number>;
  averageLength: number;
  /** The stems of each page's title, for a title match bonus. */
  titleTerms: Map<PageId, Set<string>>;
};

/** Extra namespaces whose copy appears on a page besides the page's own. */
const extraNamespaces: Partial<Record<PageId, (keyof Messages)[]>> = {
  home: ['hero', 'features'],
};

const MIN_WORDS = 5;

/**
 * Indexes every string of every page namespace in one locale. The walk is generic: whatever
 * structure a page's copy takes (sections, lists, FAQ entries, registry rows), the strings
 * of one object form one passage, and each top-level string is a passage of its own.
 */
export function buildSiteIndex(messages: Messages, locale: Locale): SiteIndex {
  const passages: Passage[] = [];
  const titleTerms = new Map<PageId, Set<string>>();
  for (const page of pages) {
    if (page.kind === 'comingSoon') continue;
    const pageTitle = messages.nav.links[page.id].title;
    const url = localizedPath(page.path, locale);
    // The sidebar label and the path's words ("sla", "mcp-registry") name the page; a
    // page's headline is too loose for that ("Agentic AI workflows for the enterprise").
    const names = `${pageTitle} ${page.path.replace(/[/-]/g, ' ')}`;
    titleTerms.set(page.id, new Set(keywords(names)));
    const add: Add = (text, headings) => {
      if (!isPassage(text) || isTemplate(text)) return;
      const clean = localizeLinks(tidy(text), locale);
      const terms = [...keywords(clean), ...keywords(headings.join(' '))];
      passages.push({ pageId: page.id, url, pageTitle, text: clean, terms });
    };
    for (const namespace of [page.id, ...(extraNamespaces[page.id] ?? [])]) {
      walk(messages[namespace], 0, [], add);
    }
  }
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    for (const term of new Set(passage.terms)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const averageLength =
    passages.reduce((sum, passage) => sum + passage.terms.length, 0) / Math.max(1, passages.length);
  return { locale, passages, documentFrequency, averageLength, titleTerms };
}

type Add = (text: string, headings: string[]) => void;

/**
 * Short strings (labels, headings, eyebrows) and the keys of nested objects ("filesystem",
 * "dataResidency") say what their siblings and descendants are about: they are added to those
 * passages' keywords, though not to their text. An object with no sentence in it (a form's
 * labels) makes no passage of its own.
 */
function walk(value: unknown, depth: number, headings: string[], add: Add): void {
  if (typeof value === 'string') {
    add(value, headings);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item) => ['', item])
    : Object.entries(value);
  const strings = entries
    .map(([, entry]) => entry)
    .filter((entry): entry is string => typeof entry === 'string' && !isTemplate(entry));
  const inner = [...headings, ...strings.filter((text) => !isPassage(text))];
  if (depth === 0) {
    for (const text of strings) if (isPassage(text)) add(text, inner);
  } else if (strings.some(isPassage)) {
    add(strings.map(sentence).join(' '), headings);
  }
  for (const [key, entry] of entries) {
    if (typeof entry === 'object') walk(entry, depth + 1, [...inner, words(key)], add);
  }
}

function isPassage(text: string): boolean {
  return tidy(text).split(/\s+/).length >= MIN_WORDS;
}

/** UI templates with arguments ("Showing {shown} of {total}") are not content. */
function isTemplate(text: string): boolean {
  return /\{\s*\w+\s*(,[^{}]*)?\}/.test(text);
}

/** "dataResidency" → "data Residency". */
function words(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ');
}

/** Ends a label with a full stop so that joined strings read as sentences. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?:;…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Site links in the copy point to the visitor's language: `](/pricing)` → `](/de/pricing)`. */
function localizeLinks(text: string, locale: Locale): string {
  return text.replace(/\]\((\/[^)\s]*)\)/g, (match, path: string) => {
    if (
      path.startsWith('//') ||
      locales.some((code) => path === `/${code}` || path.startsWith(`/${code}/`))
    )
      return match;
    return `](${localizedPath(path, locale)})`;
  });
}

/** Keeps the words of rich-text tags (`<b>x</b>` → `x`) and one space between words. */
function tidy(text: string): string {
  return text
    .replace(/<([a-zA-Z]+)>(.*?)<\/\1>/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}
