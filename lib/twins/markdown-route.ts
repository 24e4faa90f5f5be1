import { notFound } from 'next/navigation';
import { isLocale, locales } from '@/lib/i18n/locales';
import type { PageId } from '@/lib/site/pages';
import { MARKDOWN } from './markdown-pages';
import { pageMarkdown } from './page-markdown';

/**
 * The route handler of a page's Markdown twin (`app/[locale]/…/{segment}.md/route.ts`),
 * prerendered for every locale at build time.
 */
export function markdownRoute(id: PageId) {
  return {
    generateStaticParams: () => locales.map((locale) => ({ locale })),
    async GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
      const { locale } = await params;
      if (!isLocale(locale)) notFound();
      return new Response(await pageMarkdown(id, locale), {
        headers: { 'Content-Type': MARKDOWN },
      });
    },
  };
}
