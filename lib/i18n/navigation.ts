'use client';

import { useParams, usePathname as useNextPathname } from 'next/navigation';
import { useContext } from 'react';
import { LocaleContext } from './locale-context';
import { defaultLocale, isLocale, locales, type Locale } from './locales';
import { stripLocale } from './paths';

/*
 * Navigation without next-intl's client runtime: pages are rendered on the server, so the
 * browser only needs the locale (from the route) and paths without their locale prefix. The
 * locale-aware link is components/ui/link.tsx.
 */
/** The current path without its locale prefix: `/de/about` and `/about` both give `/about`. */
export function usePathname(): string {
  return stripLocale(useNextPathname() ?? '/', locales);
}

/** The page's locale: from the site shell, else from the route. */
export function useLocale(): Locale {
  const provided = useContext(LocaleContext);
  const params = useParams<{ locale?: string }>();
  if (provided) return provided;
  return isLocale(params?.locale) ? params.locale : defaultLocale;
}
