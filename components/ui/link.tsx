'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';

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
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale();
  return <NextLink href={localizedHref(href, locale ?? current)} {...props} />;
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
