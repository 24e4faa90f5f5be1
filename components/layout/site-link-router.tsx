'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { PrefetchOptions } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { prefetchableHref, routedHref, siteLinkOf } from '@/lib/site/site-link';
import { WHOLE_ROUTE } from '@/lib/site/whole-route-prefetch';

/**
 * Gives the server-rendered site links (components/ui/site-anchor.tsx) next/link's behaviour,
 * through one listener per event on the document: a click opens the page in place, and the
 * page is fetched as the visitor reaches for the link, by the same rule as `RouterLink`
 * (a mouse or keyboard focus: the whole route; a finger: by segments).
 */
export function SiteLinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const fetchAhead = (target: EventTarget | null, options?: PrefetchOptions) => {
      const anchor = siteLinkOf(target);
      const href = anchor && prefetchableHref(anchor, location);
      if (href) router.prefetch(href, options);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = siteLinkOf(event.target);
      const href = anchor && routedHref(event, anchor, location.origin);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') fetchAhead(event.target, WHOLE_ROUTE);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible'))
        fetchAhead(event.target, WHOLE_ROUTE);
    };
    const onTouchStart = (event: TouchEvent) => fetchAhead(event.target);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('touchstart', onTouchStart);
    };
  }, [router]);
  return null;
}
