import { highlight } from '@/lib/content/highlight';

/** A code sample, highlighted on the server at build time. */
export async function CodeBlock({
  code,
  lang,
  title,
}: {
  code: string;
  lang: string;
  title?: string;
}) {
  const html = await highlight(code, lang);
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
