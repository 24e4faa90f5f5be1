import { markSnippet } from '@/lib/search/snippet';

/** A result's excerpt with the words the query matched marked. */
export function Snippet({ text, terms, query }: { text: string; terms: string[]; query: string }) {
  return (
    <>
      {markSnippet(text, terms, query).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-primary/15 px-0.5 font-medium text-foreground">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
