import { pageHeadFrom } from '@/lib/content/page-head';
import { loadMessages } from '@/lib/messages/load-messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { getPage, pages, type PageId } from '@/lib/site/pages';
import { withoutSoftHyphens } from '@/lib/content/soft-hyphen';

/**
 * Open Graph images: one PNG per registry page per locale, rendered at build time. The path
 * ends in a file name so that proxy.ts and the default-locale rewrite leave it alone.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function ogImagePath(id: PageId, locale: Locale): string {
  return `/og/${locale}/${id}/image.png`;
}

/** Every locale × page pair, for generateStaticParams of the image route. */
export function ogImageParams(): { locale: Locale; pageId: PageId }[] {
  return locales.flatMap((locale) => pages.map((page) => ({ locale, pageId: page.id })));
}

export function isPageId(value: string): value is PageId {
  return pages.some((page) => page.id === value);
}

export type OgImageText = { title: string; section: string; description: string };

/** The words on one card: the page title, its sidebar section (or the site name) and summary. */
export async function ogImageText(id: PageId, locale: Locale): Promise<OgImageText> {
  const messages = await loadMessages(locale);
  const page = getPage(id);
  const { title, description } = pageHeadFrom(messages, id, locale);
  let section: string = messages.meta.siteName;
  if (page.section) section = messages.nav.sections[page.section];
  else if (page.kind === 'comingSoon') section = messages.comingSoon.badge;
  return {
    // The image renderer would go looking for a font that draws a soft hyphen.
    title: withoutSoftHyphens(id === 'home' ? messages.meta.defaultTitle : title),
    section,
    description,
  };
}
