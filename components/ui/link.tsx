'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale, usePathname } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import { isActivePath } from '@/lib/site/active-path';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A site path without locale (`/about`); it is prefixed for the current or given locale. */
  href: string;
  /** Link to this page in another language. */
  locale?: Locale;
};

/**
 * The site's internal link: next/link with the locale prefix added. It takes the page's locale
 * from the site shell (or the route), so it works in server and client components alike and
 * ships no i18n runtime to the browser.
 *
 * A link prefetches its page once the visitor reaches for it (pointer over it, finger on it,
 * keyboard focus), not merely because it is on screen: a first visit then downloads only the
 * page it asked for, while the page a visitor is about to open is still on its way before the
 * click. A link to the page being read (the brand on the home page, the current page in the
 * sidebar) never prefetches: the visitor already has it.
 */
export function Link({
  href,
  locale,
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: LinkProps) {
  const current = useLocale();
  const pathname = usePathname();
  const [reachedFor, setReachedFor] = useState(false);
  const target = locale ?? current;
  const here = target === current && isActivePath(splitSuffix(href)[0], pathname);
  /** The caller's handler, after marking the link as reached for. */
  const reaching =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setReachedFor(true);
      handler?.(event);
    };
  return (
    <NextLink
      href={localizedHref(href, target)}
      prefetch={here || !reachedFor ? false : prefetch}
      onMouseEnter={reaching(onMouseEnter)}
      onTouchStart={reaching(onTouchStart)}
      onFocus={reaching(onFocus)}
      {...props}
    />
  );
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
