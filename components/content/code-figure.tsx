import type { CSSProperties } from 'react';

export type CodeSample = { code: string; lang: string; title?: string };

/**
 * A code sample's frame: its title, then the highlighted HTML when there is some, or the code as
 * plain text. Documents without highlighting (see DocumentBlock's `codeBlock`) render this alone.
 */
export function CodeFigure({ code, lang, title, html }: CodeSample & { html?: string | null }) {
  return (
    <figure className="my-5 overflow-hidden rounded-lg border" data-code-block data-lang={lang}>
      {title && (
        <figcaption className="border-b bg-muted px-4 py-2 font-mono text-xs text-muted-foreground">
          {title}
        </figcaption>
      )}
      {html ? (
        <div
          className="code-scroll overflow-x-auto text-sm"
          style={{ '--code-lines': code.replace(/\n$/, '').split('\n').length } as CSSProperties}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <pre className="overflow-x-auto bg-card p-4 text-sm" tabIndex={0}>
          <code>{code}</code>
        </pre>
      )}
    </figure>
  );
}
