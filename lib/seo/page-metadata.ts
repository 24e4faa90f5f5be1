import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { languageOptions, type Locale } from '@/lib/i18n/locales';
import { getPage, type PageId } from '@/lib/site/pages';
import { pageAlternates } from './alternates';
import { OG_IMAGE_SIZE, ogImagePath } from './og-image';
import { siteIcons } from './site-icon';

/** Title, description, canonical, hreflang and Open Graph data of one registry page. */
export async function pageMetadata(id: PageId, locale: Locale): Promise<Metadata> {
  const page = getPage(id);
  const messages = await getMessages({ locale });
  const { title, description } = messages[id];
  const alternates = pageAlternates(page.path, locale);
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
    robots: page.kind === 'comingSoon' ? { index: false, follow: true } : undefined,
    ...(id === 'home' ? { icons: siteIcons({ linkFile: true }) } : {}),
  };
}
