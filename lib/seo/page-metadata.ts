import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { markdownPath } from '@/lib/twins/markdown-pages';
import { pageHeadFrom } from '@/lib/content/page-head';
import { withoutSoftHyphens } from '@/lib/content/soft-hyphen';
import { getEnv } from '@/lib/env';
import { languageOptions, type Locale } from '@/lib/i18n/locales';
import { getPage, type PageId } from '@/lib/site/pages';
import { absolutePageAlternates, absoluteUrl } from './alternates';
import { OG_IMAGE_SIZE, ogImagePath } from './og-image';
import { metaRobots } from './robots';
import { siteIcons } from './site-icon';
import { canonicalOrigin } from '../site-origin';

/** Title, description, canonical, hreflang and Open Graph data of one registry page. */
export async function pageMetadata(id: PageId, locale: Locale): Promise<Metadata> {
  const page = getPage(id);
  const messages = await getMessages({ locale });
  const head = pageHeadFrom(messages, id, locale);
  const title = withoutSoftHyphens(head.title);
  const { description } = head;
  const env = getEnv();
  const origin = canonicalOrigin(env);
  const alternates = {
    ...absolutePageAlternates(origin, page.path, locale),
    // The page's Markdown twin, for agents and readers who want the text alone.
    types: { 'text/markdown': absoluteUrl(origin, markdownPath(id, locale)) },
  };
  const region = languageOptions.find((option) => option.code === locale)!.region;
  const fullTitle =
    id === 'home' ? messages.meta.defaultTitle : `${title} | ${messages.meta.siteName}`;
  const images = [{ url: ogImagePath(id, locale), ...OG_IMAGE_SIZE, alt: fullTitle }];
  return {
    title: id === 'home' ? { absolute: fullTitle } : title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      siteName: messages.meta.siteName,
      title: fullTitle,
      description,
      url: alternates.canonical,
      locale: region,
      alternateLocale: languageOptions.filter((o) => o.code !== locale).map((o) => o.region),
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
    robots: metaRobots(env, page.kind === 'comingSoon'),
    ...(id === 'home' ? { icons: siteIcons({ linkFile: true }) } : {}),
  };
}
