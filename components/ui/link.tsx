'use client';

import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale, usePathname } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import { isActivePath } from '@/lib/site/active-path';
import { RouterLink } from './router-link';

type LinkProps = Omit<ComponentProps<typeof RouterLink>, 'href' | 'prefetch'> & {
  /** A site path without locale (`/about`); it is prefixed for the current or given locale. */
  href: string;
  /** Link to this page in another language. */
  locale?: Locale;
};

/**
 * The site's internal link: `RouterLink` (next/link with the site's prefetch rule) with the
 * locale prefix added. It takes the page's locale from the site shell (or the route), so it
 * works in server and client components alike and ships no i18n runtime to the browser. A link
 * to the page being read (the brand on the home page, the current page in the sidebar) never
 * prefetches: the visitor already has it.
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale();
  const pathname = usePathname();
  const target = locale ?? current;
  const here = target === current && isActivePath(splitSuffix(href)[0], pathname);
  return <RouterLink href={localizedHref(href, target)} prefetch={!here} {...props} />;
}

function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/')) return href;
  const [path, rest] = splitSuffix(href);
  return localizedPath(path, locale) + rest;
}

/** Keeps `?query` and `#hash` after the path. */
function splitSuffix(href: string): [string, string] {
  const index = href.search(/[?#]/);
  return index === -1 ? [href, ''] : [href.slice(0, index) || '/', href.slice(index)];
}
