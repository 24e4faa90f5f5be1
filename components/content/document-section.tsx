import type { ReactNode } from 'react';
import type { Section } from '@/lib/content/document';
import { DocumentBlock, type CodeBlockComponent } from './document-blocks';

/**
 * One section of a structured namespace: its heading, a link to itself, and its blocks. With
 * `anchorBlocks`, each block gets an id of its own (`{section}-{block}`) to link to.
 */
export function DocumentSection({
  id,
  section,
  className = 'mt-10',
  anchorBlocks = false,
  codeBlock,
  children,
}: {
  id: string;
  section: Section;
  className?: string;
  anchorBlocks?: boolean;
  codeBlock?: CodeBlockComponent;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="scroll-mt-20 text-2xl font-semibold tracking-tight">
        <a href={`#${id}`} className="hover:underline">
          {section.heading}
        </a>
      </h2>
      {Object.entries(section.blocks).map(([key, block]) => (
        <DocumentBlock
          key={key}
          block={block}
          anchorId={anchorBlocks ? `${id}-${key}` : undefined}
          codeBlock={codeBlock}
        />
      ))}
      {children}
    </section>
  );
}
