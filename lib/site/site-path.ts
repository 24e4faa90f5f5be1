/** A path on this site (`/about`, `/de/pricing#faq`), not another origin (`//host`, `https:`, `mailto:`). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}
