import { PLAIN_TEXT } from '../http/compressed-route-rules';
import { locales, type Locale } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { docsGuides } from '../docs/docs-navigation';
import { getPage, legalDocuments, pages, type PageId } from '../site/pages';

/**
 * Every page of the registry is also served as Markdown at its URL plus `.md` (the home page at
 * `/index.md`, `/de/index.md`): its twin, for agents and for readers who want the text alone.
 * One catch-all route handler serves them all (app/[locale]/[...twin]/route.ts).
 */
export const markdownPages: readonly PageId[] = pages.map((page) => page.id);

/**
 * The pages whose reading view offers **Copy as Markdown** (components/content/document-view.tsx):
 * the docs guides, the API reference and the legal documents, where readers take the text away.
 */
export const copyMarkdownPages: readonly PageId[] = [...docsGuides, 'api', ...legalDocuments];

export function offersMarkdownCopy(id: PageId): boolean {
  return copyMarkdownPages.includes(id);
}

/** The route a page's twin lives at, below `app/[locale]`: `/docs/mcp.md`, `/index.md`. */
export function markdownRoutePath(id: PageId): string {
  const { path } = getPage(id);
  return path === '/' ? '/index.md' : `${path}.md`;
}

/** `/docs/mcp` → `/docs/mcp.md`, German `/de/legal/dpa.md`, the German home `/de/index.md`. */
export function markdownPath(id: PageId, locale: Locale): string {
  return localizedPath(markdownRoutePath(id), locale);
}

/** Content-Type of the Markdown routes. */
export const MARKDOWN = 'text/markdown; charset=utf-8';

/** The agent files of each locale: `/llms.txt` and `/llms-full.txt`, `/de/llms.txt` … */
export const agentFiles = ['/llms.txt', '/llms-full.txt'] as const;

/**
 * next.config.ts `headers()`: the Markdown routes', the agent files' and the search files'
 * (index and texts) Content-Type, set before the handler runs so that `next start` and the standalone server
 * compress them (as lib/http/compressed-route-rules does for the other text routes). One rule
 * per page: a mistyped `.md` path keeps its 404 page.
 */
export const markdownRouteRules = [
  ...markdownPages.map((id) => ({
    source: `/:locale(${locales.join('|')})?${markdownRoutePath(id)}`,
    headers: [{ key: 'Content-Type', value: MARKDOWN }],
  })),
  { source: '/llms-full.txt', headers: [{ key: 'Content-Type', value: PLAIN_TEXT }] },
  ...agentFiles.map((file) => ({
    source: `/:locale(${locales.filter((locale) => locale !== 'en').join('|')})${file}`,
    headers: [{ key: 'Content-Type', value: PLAIN_TEXT }],
  })),
  ...['search-index', 'search-text'].map((route) => ({
    source: `/api/${route}/:locale(${locales.join('|')})`,
    headers: [{ key: 'Content-Type', value: 'application/json' }],
  })),
];
