/**
 * Site links rendered by server components (components/ui/site-anchor.tsx) are plain anchors
 * with this attribute; components/layout/site-link-router.tsx gives them next/link's behaviour.
 * A page whose links are all such anchors names no client code of its own, so opening it loads
 * no chunk of its own: one round trip less after the click (docs/performance.md).
 */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

/** The site link an event happened in, if any. */
export function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLAnchorElement>(`a[${SITE_LINK_ATTRIBUTE}]`);
}

type Click = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>;
type Anchor = Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>;

/**
 * Where the router should take a click on a site link (path, query and hash), or null when the
 * browser should have it, as next/link decides: another button or a modifier key (new tab or
 * window, download), a target other than this tab, a download, another origin.
 */
export function routedHref(click: Click, anchor: Anchor, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

/** The page a site link leads to, to fetch ahead; null for the page being read or elsewhere. */
export function prefetchableHref(
  anchor: Pick<HTMLAnchorElement, 'href'>,
  here: Pick<Location, 'origin' | 'pathname'>,
): string | null {
  const url = new URL(anchor.href, here.origin);
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  return url.pathname + url.search;
}
