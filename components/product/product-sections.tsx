import { DocumentBlock } from '@/components/content/document-blocks';
import type { Section } from '@/lib/content/document';

/**
 * The prose sections of a structured namespace, for pages that put their own content (a
 * catalogue, a timeline, plans) before the prose instead of using DocumentView's layout.
 */
export function ProductSections({ sections }: { sections: Record<string, Section> }) {
  return (
    <>
      {Object.entries(sections).map(([sectionId, section]) => (
        <section key={sectionId} aria-labelledby={sectionId} className="mt-10">
          <h2 id={sectionId} className="scroll-mt-20 text-2xl font-semibold tracking-tight">
            <a href={`#${sectionId}`} className="hover:underline">
              {section.heading}
            </a>
          </h2>
          {Object.entries(section.blocks).map(([key, block]) => (
            <DocumentBlock key={key} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
