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
