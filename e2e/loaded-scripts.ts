import type { Page, Response } from '@playwright/test';

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

/** The scripts a page loads beyond a plain page's: none, for a page that adds no client code. */
export function beyondPlainPage(scripts: string[], plain: string[]): string[] {
  return scripts.filter((src) => !plain.includes(src));
}
