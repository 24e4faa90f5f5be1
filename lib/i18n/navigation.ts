'use client';

import { useParams, usePathname as useNextPathname } from 'next/navigation';
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

/** The locale of the current route. */
export function useLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : defaultLocale;
}
