'use client';

import NextLink, { useLinkStatus } from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';
import { isSitePath } from '@/lib/site/site-path';

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
 * link (pointer over it, finger on it, keyboard focus), not merely because it is on screen. A
 * first visit then downloads only the page it asks for, while the page a visitor is about to
 * open is on its way before the click. Other sites' links are plain anchors.
 */
export function RouterLink({
  href,
  prefetch = true,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: RouterLinkProps) {
  const router = useRouter();
  const reaching =
    <Event extends SyntheticEvent>(handler?: (event: Event) => void) =>
    (event: Event) => {
      if (prefetch && isSitePath(href)) router.prefetch(href);
      handler?.(event);
    };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={reaching(onMouseEnter)}
      onTouchStart={reaching(onTouchStart)}
      onFocus={reaching(onFocus)}
      {...props}
    />
  );
}
