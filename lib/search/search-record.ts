import type { PageId } from '@/lib/site/pages';
import type { SearchKind } from './search-kinds';

/**
 * What a search result is: a page, a section of a page, an API endpoint, a catalogue entry.
 * Kept apart from the builder (search-records.ts), which reads every page's content on the
 * server, so that the browser's search code imports the shape alone.
 */
export type SearchRecord = {
  /** Unique within a locale: `page:docsMcp`, `section:docsMcp:connect`, `server:github`. */
  id: string;
  kind: SearchKind;
  pageId: PageId;
  /** What the result is called, shown once: the page's title, the section's heading. */
  title: string;
  /** Where the result lives, shown under its title and never the same text. */
  location: string;
  /** Localized site path, with the anchor of the section or entry. */
  url: string;
  /** The page's name in the sidebar, found like its title (pages only). */
  name: string;
  /** The words visitors use for the page (messages/{locale}/searchWords.json; pages only). */
  keywords: string;
  /** The prose that is searched and quoted (code samples excluded). */
  text: string;
};
