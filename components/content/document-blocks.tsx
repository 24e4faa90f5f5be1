import { blockKind, type Block } from '@/lib/content/document';
import { StaticIcon } from '@/components/ui/static-icon';
import type { ComponentType } from 'react';
import { CodeFigure, type CodeSample } from './code-figure';
import { InlineText } from './inline-text';

/** How a document draws its code samples: CodeBlock highlights them (docs pages pass it). */
export type CodeBlockComponent = ComponentType<CodeSample>;

/**
 * One block of a structured document (see lib/content/document.ts). Code samples are plain text
 * unless the page passes `codeBlock`: the highlighter's stylesheet then reaches only the routes
 * that show code, not every page built from a document.
 */
export function DocumentBlock({
  block,
  anchorId,
  codeBlock: Code = CodeFigure,
}: {
  block: Block;
  anchorId?: string;
  codeBlock?: CodeBlockComponent;
}) {
  switch (blockKind(block)) {
    case 'paragraph':
      return (
        <p className="my-4 leading-7">
          <InlineText text={block as string} />
        </p>
      );
    case 'subheading':
      return (
        <h3 id={anchorId} className="mt-8 mb-2 scroll-mt-20 text-lg font-semibold">
          {anchorId ? (
            <a href={`#${anchorId}`} className="hover:underline">
              {(block as { subheading: string }).subheading}
            </a>
          ) : (
            (block as { subheading: string }).subheading
          )}
        </h3>
      );
    case 'list':
      return (
        <ul className="my-4 list-disc space-y-2 pl-6">
          {Object.entries((block as { items: Record<string, string> }).items).map(([key, item]) => (
            <li key={key}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="my-4 list-decimal space-y-2 pl-6">
          {Object.entries((block as { steps: Record<string, string> }).steps).map(([key, item]) => (
            <li key={key}>
              <InlineText text={item} />
            </li>
          ))}
        </ol>
      );
    case 'note':
      return (
        <div className="my-5 flex gap-3 rounded-lg border border-primary/30 bg-accent p-4 text-accent-foreground">
          <StaticIcon icon="Info" className="mt-0.5 size-5 shrink-0" />
          <p>
            <InlineText text={(block as { note: string }).note} />
          </p>
        </div>
      );
    case 'code': {
      const { code, lang, title } = block as CodeSample;
      return <Code code={code} lang={lang} title={title} />;
    }
    case 'table': {
      const { columns, rows } = block as {
        columns: Record<string, string>;
        rows: Record<string, Record<string, string>>;
      };
      const keys = Object.keys(columns);
      return (
        // Focusable so that keyboard users can scroll a wide table.
        <div className="relative my-5 overflow-x-auto rounded-lg border" tabIndex={0}>
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-muted">
              <tr>
                {keys.map((key) => (
                  <th key={key} scope="col" className="px-4 py-2 font-semibold">
                    {columns[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Object.entries(rows).map(([rowKey, row]) => (
                <tr key={rowKey} className="border-t align-top">
                  {keys.map((key) => (
                    <td key={key} className="px-4 py-2">
                      <InlineText text={row[key] ?? ''} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
  }
}
