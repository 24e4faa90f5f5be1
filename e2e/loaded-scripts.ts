import type { APIRequestContext, Page, Response } from '@playwright/test';

/**
 * The framework's and the site's scripts the browser fetched while loading `url`, up to the
 * load event, by path: what a visitor's first load really costs, whatever tags the HTML uses.
 */
export async function scriptsLoaded(page: Page, url: string): Promise<string[]> {
  // Leave the previous page first: its late prefetches must not count as this page's load.
  await page.goto('about:blank');
  const seen = new Set<string>();
  let loading = true;
  const record = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (loading && response.request().resourceType() === 'script' && pathname.startsWith('/_next/'))
      seen.add(pathname);
  };
  page.on('response', record);
  page.once('load', () => {
    loading = false;
  });
  await page.goto(url, { waitUntil: 'load' });
  page.off('response', record);
  return [...seen];
}

/** Every route has its own small webpack entry chunk; it holds the route's client code, if any. */
const isRouteEntry = (src: string) =>
  /\/_next\/static\/chunks\/app\/.*\/page-[^/]+\.js$/.test(decodeURIComponent(src));

/**
 * How a page's first-load scripts compare with a plain page's: the scripts it loads beyond
 * them (route entry aside), and whether its route entry is no larger than the plain page's.
 */
export async function beyondPlainPage(
  request: APIRequestContext,
  scripts: string[],
  plain: string[],
) {
  const size = async (src: string) => {
    const response = await request.get(src);
    if (!response.ok()) throw new Error(`${src}: ${response.status()}`);
    return (await response.body()).length;
  };
  const extra = scripts.filter((src) => !plain.includes(src) && !isRouteEntry(src));
  const entry = scripts.find(isRouteEntry);
  const plainEntry = plain.find(isRouteEntry);
  const entryFits = !entry || (!!plainEntry && (await size(entry)) <= (await size(plainEntry)));
  return { extra, entryFits };
}
