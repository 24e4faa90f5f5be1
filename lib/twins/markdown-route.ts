import { notFound } from 'next/navigation';
import { isLocale, locales } from '@/lib/i18n/locales';
import { pages, type PageId } from '@/lib/site/pages';
import { MARKDOWN, markdownRoutePath } from './markdown-pages';
import { pageMarkdown } from './page-markdown';

/** The catch-all segments of a page's twin: `/docs/mcp.md` → `['docs', 'mcp.md']`. */
export function twinSegments(id: PageId): string[] {
  return markdownRoutePath(id).slice(1).split('/');
}

const byTwinPath = new Map<string, PageId>(
  pages.map((page) => [twinSegments(page.id).join('/'), page.id]),
);

/** The page whose twin lives at these segments, if any. */
export function twinPage(segments: readonly string[]): PageId | undefined {
  return byTwinPath.get(segments.join('/'));
}

type TwinParams = { locale: string; twin: string[] };

/**
 * The one route handler of every page's Markdown twin (`app/[locale]/[...twin]/route.ts`),
 * prerendered for every page and locale at build time; any other path is not found.
 */
export const markdownRoute = {
  generateStaticParams: (): TwinParams[] =>
    locales.flatMap((locale) => pages.map((page) => ({ locale, twin: twinSegments(page.id) }))),
  async GET(_request: Request, { params }: { params: Promise<TwinParams> }) {
    const { locale, twin } = await params;
    const id = twinPage(twin);
    if (!isLocale(locale) || !id) notFound();
    return new Response(await pageMarkdown(id, locale), {
      headers: { 'Content-Type': MARKDOWN },
    });
  },
};
