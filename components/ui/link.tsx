'use client';

import type { ComponentProps, SyntheticEvent } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink, useLocale, usePathname, useRouter } from '@/lib/i18n/navigation';
import { isActivePath } from '@/lib/site/active-path';
import { isSitePath } from '@/lib/site/site-path';

type LinkProps = Omit<ComponentProps<typeof LocaleLink>, 'href' | 'locale' | 'prefetch'> & {
  /** A site path without locale (`/about`); it is prefixed for the current or given locale. */
  href: string;
  /** Link to this page in another language. */
  locale?: Locale;
};

/**
 * The site's internal link: next-intl's Link (next/link with the locale prefix) with the site's
 * prefetch rule. A page is fetched once the visitor reaches for its link (pointer over it,
 * finger on it, keyboard focus), not merely because it is on screen, and never the page being
 * read: a first visit downloads only the page it asks for, while the page a visitor is about
 * to open is on its way before the click.
 */
export function Link({ href, locale, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const target = locale ?? current;
  const here = target === current && isActivePath(href.split(/[?#]/)[0] || '/', pathname);
  const reaching =
    <Event extends SyntheticEvent>(handler?: (event: Event) => void) =>
    (event: Event) => {
      if (!here && isSitePath(href)) router.prefetch(href, { locale: target });
      handler?.(event);
    };
  return (
    <LocaleLink
      href={href}
      // Only to switch language: next-intl prefixes every path it is given a locale for.
      locale={target === current ? undefined : target}
      prefetch={false}
      onMouseEnter={reaching(onMouseEnter)}
      onTouchStart={reaching(onTouchStart)}
      onFocus={reaching(onFocus)}
      {...props}
    />
  );
}
