import { docsGuides } from '../docs/docs-navigation';
import { PLAIN_TEXT } from '../http/compressed-route-rules';
import { locales, type Locale } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { getPage, legalDocuments, type PageId } from '../site/pages';

/**
 * The pages also served as Markdown at their URL plus `.md`: every docs guide, the API
 * reference and every legal document. Each has a route folder named `{segment}.md`.
 */
export const markdownPages: readonly PageId[] = [...docsGuides, 'api', ...legalDocuments];

export function hasMarkdown(id: PageId): boolean {
  return markdownPages.includes(id);
}

/** `/docs/mcp` → `/docs/mcp.md`, German `/de/legal/dpa.md`. */
export function markdownPath(id: PageId, locale: Locale): string {
  return `${localizedPath(getPage(id).path, locale)}.md`;
}

/** Content-Type of the Markdown routes. */
export const MARKDOWN = 'text/markdown; charset=utf-8';

/**
 * next.config.ts `headers()`: the Markdown routes', /llms-full.txt's and the search index's
 * Content-Type, set before the handler runs so
 * that `next start` and the standalone server compress them (as lib/http/compressed-route-rules
 * does for the other text routes). One rule per page: a mistyped `.md` path keeps its 404 page.
 */
export const markdownRouteRules = [
  ...markdownPages.map((id) => ({
    source: `/:locale(${locales.join('|')})?${getPage(id).path}.md`,
    headers: [{ key: 'Content-Type', value: MARKDOWN }],
  })),
  { source: '/llms-full.txt', headers: [{ key: 'Content-Type', value: PLAIN_TEXT }] },
  {
    source: `/api/search-index/:locale(${locales.join('|')})`,
    headers: [{ key: 'Content-Type', value: 'application/json' }],
  },
];
