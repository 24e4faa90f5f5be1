'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { prefetchableHref, routedHref, siteLinkOf } from '@/lib/site/site-link';
import { prefetchOnReach } from '@/lib/site/prefetch-on-reach';

/**
 * Gives the server-rendered site links (components/ui/site-anchor.tsx) next/link's behaviour,
 * through one listener per event on the document: a click opens the page in place, and the
 * page is fetched as the visitor reaches for the link, by the rule `RouterLink` follows
 * (`prefetchOnReach`).
 */
export function SiteLinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = siteLinkOf(event.target);
      const href = anchor && routedHref(event, anchor, location.origin);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    const onReach = (event: Event) => {
      const anchor = siteLinkOf(event.target);
      const href = anchor && prefetchableHref(anchor, location);
      if (href) prefetchOnReach(event, (options) => router.prefetch(href, options));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onReach);
    document.addEventListener('focusin', onReach);
    document.addEventListener('touchstart', onReach, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onReach);
      document.removeEventListener('focusin', onReach);
      document.removeEventListener('touchstart', onReach);
    };
  }, [router]);
  return null;
}
