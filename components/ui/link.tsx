'use client';

import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale, usePathname } from '@/lib/i18n/navigation';
import { localizedHref, splitHref } from '@/lib/i18n/paths';
import { isActivePath } from '@/lib/site/active-path';
import { RouterLink } from './router-link';

type LinkProps = Omit<ComponentProps<typeof RouterLink>, 'href' | 'prefetch'> & {
  /** A site path without locale (`/about`); it is prefixed for the current or given locale. */
  href: string;
  /** Link to this page in another language. */
  locale?: Locale;
};

/**
 * The site's internal link for client components: `RouterLink` (next/link with the site's
 * prefetch rule) with the locale prefix added. It takes the page's locale from the site shell
 * (or the route) and ships no i18n runtime to the browser. Server components use `SiteAnchor`
 * (./site-anchor.tsx), which adds no client code to their page. A link
 * to the page being read (the brand on the home page, the current page in the sidebar) never
 * prefetches: the visitor already has it.
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale();
  const pathname = usePathname();
  const target = locale ?? current;
  const here = target === current && isActivePath(splitHref(href)[0], pathname);
  return <RouterLink href={localizedHref(href, target)} prefetch={!here} {...props} />;
}
