import { fold, normalizeTerm, sameWord, tokenize } from './search-terms';
import type { SearchTexts } from './search-texts';

export type SnippetPart = { text: string; marked: boolean };

/** A snippet is about this long at most: one sentence, or the part of it around the match. */
export const SNIPPET_CHARS = 200;

/**
 * The stems a snippet marks: the index terms the query matched and the query's own words,
 * common words left out ("how", "the", "de"), so that only what was asked for is marked.
 */
function stemsOf(matched: readonly string[], query: string): string[] {
  const words = tokenize(query)
    .map(normalizeTerm)
    .filter((term): term is string => term !== null);
  return [...new Set([...matched, ...words])].filter((stem) => stem.length >= 2);
}

/** Whether a folded word is one the stems stand for: by its start, or as another form. */
function matches(folded: string, stem: string): boolean {
  return (
    folded.startsWith(stem) ||
    (folded.length >= 4 && stem.startsWith(folded)) ||
    sameWord(stem, folded)
  );
}

/**
 * A result's excerpt cut into parts, with the words the query matched marked: a word is marked
 * when its folded form starts with one of the matched index terms or one of the query's words
 * ("idempot" marks "Idempotency"), or is another form of one ("Idempotenz" marks "Idempotente").
 */
export function markSnippet(
  text: string,
  matched: readonly string[],
  query: string,
): SnippetPart[] {
  const stems = stemsOf(matched, query);
  const parts: SnippetPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const folded = fold(piece);
    const marked = /[\p{L}\p{N}]/u.test(piece) && stems.some((stem) => matches(folded, stem));
    const last = parts[parts.length - 1];
    if (last && last.marked === marked && !marked) last.text += piece;
    else parts.push({ text: piece, marked });
  }
  return parts;
}

/**
 * Where a sentence ends: a full stop, question or exclamation mark, then a space and what
 * starts a sentence. Abbreviations that end in a full stop inside a sentence do not end it.
 */
const SENTENCE_END =
  /(?<=[.!?…])(?<!\b(?:Pte|Ltd|Inc|Co|No|Nr|Dr|St|vs|etc|approx|e\.g|i\.e|z\.B|bzw|ca|p\.ej|art|Art|Abs|av|env)\.)\s+(?=[\p{Lu}\p{N}¿¡"“„«(*])/u;

/**
 * The sentences of a record's text. The text holds one line per paragraph, list item or table
 * row (search-records.ts), so a table row is a sentence of its own.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

type Sentence = { sentence: string; folded: string; words: string[] };

/** Each text's sentences with their folded words, cut once: a page's text is long, and asked often. */
const analysed = new Map<string, Sentence[]>();

function sentencesWithWords(text: string): Sentence[] {
  let sentences = analysed.get(text);
  if (!sentences) {
    sentences = sentencesOf(text).map((sentence) => {
      const folded = fold(sentence);
      return { sentence, folded, words: [...new Set(tokenize(folded))] };
    });
    analysed.set(text, sentences);
  }
  return sentences;
}

/**
 * The sentence (or table row) of `text` that holds the most of what the query matched, the
 * first of equals; the first sentence when none holds any. A sentence longer than `length` is
 * cut around its first match, with an ellipsis where it was cut.
 */
export function sentenceSnippet(
  text: string,
  matched: readonly string[],
  query: string,
  length = SNIPPET_CHARS,
): string {
  const stems = stemsOf(matched, query);
  // A word the stem stands for shares its first four letters (all of it when shorter), so a
  // sentence without them is passed over without looking at its words.
  const heads = stems.map((stem) => stem.slice(0, 4));
  let best = '';
  let bestScore = -1;
  for (const { sentence, folded, words } of sentencesWithWords(text)) {
    let score = 0;
    stems.forEach((stem, index) => {
      if (folded.includes(heads[index]) && words.some((word) => matches(word, stem))) score += 1;
    });
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return snippetWindow(best, matched, query, length);
}

/**
 * About `length` characters of `text` around the first word the query matched, with an
 * ellipsis where it was cut; the start of the text when nothing matched.
 */
export function snippetWindow(
  text: string,
  matched: readonly string[],
  query: string,
  length = SNIPPET_CHARS,
): string {
  if (text.length <= length) return text;
  let offset = 0;
  const first = markSnippet(text, matched, query).find((part) => {
    if (part.marked) return true;
    offset += part.text.length;
    return false;
  });
  const start = first ? Math.max(0, text.lastIndexOf(' ', Math.max(0, offset - 40)) + 1) : 0;
  const cut = text.slice(start, start + length).replace(/\s+\S*$/, '');
  return `${start > 0 ? '…' : ''}${cut}${start + cut.length < text.length ? '…' : ''}`;
}

/** Characters that Markdown reads as markup, escaped so that only the marks are bold. */
const MARKDOWN_SPECIAL = /[\\`*_[\]<>]/g;

/**
 * A snippet as Markdown text for agents (the MCP tool `search_site`): the matched words in
 * **bold**, and any character of the content that Markdown would read as markup escaped.
 */
export function markdownSnippet(text: string, matched: readonly string[], query: string): string {
  return markSnippet(text, matched, query)
    .map(({ text: part, marked }) => {
      const escaped = part.replace(MARKDOWN_SPECIAL, (char) => `\\${char}`);
      return marked ? `**${escaped}**` : escaped;
    })
    .join('');
}

/** A record whose text a page's snippet may quote: its title names it ("Salesforce: …"). */
export type SnippetSource = { title: string; text: string };

/**
 * The text a page's snippet is cut from: its own (description and intro) first, then each of
 * its sections and entries under its title, so that a page found by its search words can still
 * quote the sentence that answers ("contact support" shows the support address).
 */
export function pageSnippetText(own: string, parts: readonly SnippetSource[]): string {
  return [own, ...parts.map(({ title, text }) => `${title}: ${text}`)].join('\n');
}

/**
 * The text each row's snippet is cut from, in the browser: the row's own text, and for a page
 * its parts' texts under their titles (`titleOf`, from the index's stored fields).
 */
export function snippetTextOf(
  { texts, parts }: SearchTexts,
  titleOf: (row: number) => string,
): (row: number) => string | undefined {
  const partsOf = new Map(parts);
  const pages = new Map<number, string>();
  return (row) => {
    const rows = partsOf.get(row);
    if (!rows) return texts[row];
    let text = pages.get(row);
    if (text === undefined) {
      text = pageSnippetText(
        texts[row],
        rows.map((part) => ({ title: titleOf(part), text: texts[part] })),
      );
      pages.set(row, text);
    }
    return text;
  };
}

/**
 * Hits with their snippet: the sentence around the match from each record's whole text
 * (`textOf`; for a page, pageSnippetText), in place of the excerpt the index stores; the excerpt
 * stays where the text is not at hand.
 */
export function withSnippets<Hit extends { id: string; excerpt: string; terms: string[] }>(
  hits: Hit[],
  textOf: (hit: Hit) => string | undefined,
  query: string,
): Hit[] {
  return hits.map((hit) => {
    const text = textOf(hit);
    return text ? { ...hit, excerpt: sentenceSnippet(text, hit.terms, query) } : hit;
  });
}
