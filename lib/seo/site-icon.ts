import type { Metadata } from 'next';

/** The site's icon; public/icon.svg holds the same markup (site-icon.test.ts keeps them equal). */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4338ca"/><path d="M8 9l8 9 8-9M16 18v6" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export const SITE_ICON_PATH = '/icon.svg';

/** The icon as a data URI, for pages that carry it inline. */
export const SITE_ICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`;

/**
 * A page's favicon link. Browsers fetch a linked favicon while the page is still loading, one
 * more request competing with the page's own on a slow connection; the icon is 240 bytes, so
 * pages carry it inline. The home page links the file instead, because search engines take a
 * site's favicon from the link on its home page and need a URL they can crawl.
 */
export function siteIcons({ linkFile }: { linkFile: boolean }): Metadata['icons'] {
  return {
    icon: [{ url: linkFile ? SITE_ICON_PATH : SITE_ICON_DATA_URI, type: 'image/svg+xml' }],
  };
}
