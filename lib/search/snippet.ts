import { fold, sameWord, tokenize } from './search-terms';

export type SnippetPart = { text: string; marked: boolean };

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
  const stems = [...matched, ...tokenize(query).map(fold)].filter((stem) => stem.length >= 2);
  const parts: SnippetPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const folded = fold(piece);
    const marked =
      /[\p{L}\p{N}]/u.test(piece) &&
      stems.some(
        (stem) =>
          folded.startsWith(stem) ||
          (folded.length >= 4 && stem.startsWith(folded)) ||
          sameWord(stem, folded),
      );
    const last = parts[parts.length - 1];
    if (last && last.marked === marked && !marked) last.text += piece;
    else parts.push({ text: piece, marked });
  }
  return parts;
}

/**
 * About `length` characters of `text` around the first word the query matched, with an
 * ellipsis where it was cut; the start of the text when nothing matched.
 */
export function snippetWindow(
  text: string,
  matched: readonly string[],
  query: string,
  length = 180,
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
