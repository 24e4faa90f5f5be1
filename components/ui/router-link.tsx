'use client';

import NextLink, { useLinkStatus } from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import type { PrefetchOptions } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { isSitePath } from '@/lib/site/site-path';
import { WHOLE_ROUTE } from '@/lib/site/whole-route-prefetch';

/** Whether the page behind the enclosing link is loading after a click on it. */
export function useLinkPending(): boolean {
  return useLinkStatus().pending;
}

type RouterLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & {
  href: string;
  /** Fetch the page ahead once the visitor reaches for the link; off for the page being read. */
  prefetch?: boolean;
};

/**
 * next/link with the site's prefetch rule: a page is fetched once the visitor reaches for its
 * link, not merely because it is on screen. A first visit then downloads only the page it asks
 * for, while the page a visitor is about to open is on its way before the click. Other sites'
 * links are plain anchors.
 *
 * - A finger on the link fetches the page the usual way, by segments: the phone menu has
 *   already fetched its pages that way when it opened, so this only tops them up.
 * - A mouse resting on it, or keyboard focus, fetches the whole route in one request
 *   (`WHOLE_ROUTE`), so that a click while it is on its way waits for it.
 */
export function RouterLink({
  href,
  prefetch = true,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: RouterLinkProps) {
  const router = useRouter();
  const fetchAhead = (options?: PrefetchOptions) => {
    if (prefetch && isSitePath(href)) router.prefetch(href, options);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        // A finger's pointer enters at touchstart, which fetches by segments below.
        if (event.pointerType !== 'touch') fetchAhead(WHOLE_ROUTE);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        // Keyboard focus. A click's or a tap's focus follows its pointer, which has fetched.
        if (event.currentTarget.matches(':focus-visible')) fetchAhead(WHOLE_ROUTE);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        fetchAhead();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
