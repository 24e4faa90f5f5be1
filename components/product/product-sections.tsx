import { DocumentSection } from '@/components/content/document-section';
import type { Section } from '@/lib/content/document';

/**
 * The prose sections of a structured namespace, for pages that put their own content (a
 * catalogue, a timeline, plans) before the prose instead of using DocumentView's layout.
 */
export function ProductSections({ sections }: { sections: Record<string, Section> }) {
  return (
    <>
      {Object.entries(sections).map(([sectionId, section]) => (
        <DocumentSection key={sectionId} id={sectionId} section={section} />
      ))}
    </>
  );
}
