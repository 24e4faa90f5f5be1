import type { PrefetchOptions } from 'next/dist/shared/lib/app-router-context.shared-runtime';

/**
 * `router.prefetch`'s option for what `<Link prefetch={true}>` fetches: the whole route in one
 * request. The router treats what it brings as complete, so a click while it is on its way
 * waits for it, where a click during a segment prefetch sends a second request for the whole
 * page over the same connection (docs/performance.md, "The sidebar link"). The prop would do the
 * same only after a re-render and an intersection callback, about 40 ms later on a slow phone;
 * e2e/page-load.spec.ts fails if the router stops honouring it.
 */
export const WHOLE_ROUTE = { kind: 'full' } as PrefetchOptions;

/** The parts of a DOM event (pointer, focus or touch) that say how a visitor reached a link. */
type Reach = { type: string; pointerType?: string; target: EventTarget | null };

/**
 * The site's rule for fetching the page behind a link the visitor reaches for, shared by
 * `RouterLink` and the layout's listener for plain site anchors: a mouse or pen over it, or
 * keyboard focus, fetches the whole route; a finger fetches by segments (the phone menu has
 * fetched its pages that way already); the focus that follows a click or a tap fetches nothing
 * more, since its pointer has.
 */
export function prefetchOnReach(event: Reach, prefetch: (options?: PrefetchOptions) => void) {
  if (event.type === 'touchstart') prefetch();
  else if (event.type === 'focus' || event.type === 'focusin') {
    if (event.target instanceof Element && event.target.matches(':focus-visible'))
      prefetch(WHOLE_ROUTE);
  } else if (event.pointerType !== 'touch') prefetch(WHOLE_ROUTE);
}
