import { pages, type PageId } from '../site/pages';

/**
 * The docs navigation, derived from the page registry: the guides are the pages under /docs,
 * in registry order, and the reference links are the API reference and the MCP registry.
 */
export const docsGuides: readonly PageId[] = pages
  .filter((page) => page.path === '/docs' || page.path.startsWith('/docs/'))
  .map((page) => page.id);

export const docsReference: readonly PageId[] = ['api', 'mcpRegistry'];

export type DocsNeighbours = { previous?: PageId; next?: PageId };

/** The guides before and after a page, for the next/previous links at the bottom. */
export function docsNeighbours(id: PageId): DocsNeighbours {
  const index = docsGuides.indexOf(id);
  if (index === -1) return {};
  return { previous: docsGuides[index - 1], next: docsGuides[index + 1] };
}
