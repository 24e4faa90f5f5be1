import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localizedHref } from '@/lib/i18n/paths';
import { SITE_LINK_ATTRIBUTE } from '@/lib/site/site-link';

type SiteAnchorProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A site path without locale (`/about`); it is prefixed for the page's or the given locale. */
  href: string;
  /** Link to this page in another language. */
  locale?: Locale;
};

/**
 * The site's internal link for server components: a plain anchor, with the locale prefix
 * added, that components/layout/site-link-router.tsx opens in place and fetches ahead as the
 * visitor reaches for it, as `Link` does. Unlike `Link`, it puts no client component on the
 * page, so a page whose links are all anchors needs no chunk of its own when it is opened.
 */
export async function SiteAnchor({ href, locale, ...props }: SiteAnchorProps) {
  const pageLocale = await getLocale();
  const target = locale ?? (isLocale(pageLocale) ? pageLocale : defaultLocale);
  return <a href={localizedHref(href, target)} {...{ [SITE_LINK_ATTRIBUTE]: '' }} {...props} />;
}
