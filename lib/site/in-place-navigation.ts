/** The parts of a click a site link reads to decide who handles it. */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/** The parts of the clicked anchor that decide it. */
export type ClickedLink = { target: string; hasAttribute(name: string): boolean };

/** A path on this site (`/about`, `/de/pricing#faq`), not another origin (`//host`, `https:`, `mailto:`). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/**
 * Whether a click on a link to `href` opens that page in place, through the router. Anything a
 * visitor asks of the browser itself stays with the browser: a new tab or window (a modifier
 * key, another button, a target), a download, another site, or a click a handler already took.
 */
export function opensInPlace(click: LinkClick, link: ClickedLink, href: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download')) return false;
  return isSitePath(href);
}
