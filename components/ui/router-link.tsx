'use client';

import NextLink, { useLinkStatus } from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import type { PrefetchOptions } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { isSitePath } from '@/lib/site/site-path';
import { prefetchOnReach } from '@/lib/site/prefetch-on-reach';

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
 * How far it fetches follows `prefetchOnReach`: the whole route for a mouse or keyboard, so that
 * a click while it is on its way waits for it; by segments for a finger.
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
        prefetchOnReach(event, fetchAhead);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchOnReach(event, fetchAhead);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetchOnReach(event, fetchAhead);
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
