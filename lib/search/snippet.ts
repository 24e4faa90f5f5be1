import { fold, tokenize } from './search-terms';

export type SnippetPart = { text: string; marked: boolean };

/**
 * A result's excerpt cut into parts, with the words the query matched marked: a word is marked
 * when its folded form starts with one of the matched index terms or one of the query's words
 * ("idempot" marks "Idempotency").
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
        (stem) => folded.startsWith(stem) || (folded.length >= 4 && stem.startsWith(folded)),
      );
    const last = parts[parts.length - 1];
    if (last && last.marked === marked && !marked) last.text += piece;
    else parts.push({ text: piece, marked });
  }
  return parts;
}
