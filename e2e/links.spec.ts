import { expect, test, type Page } from './test';
import { SITE_ICON_PATH } from '../lib/seo/site-icon';
import { networkQuiet } from './network-quiet';

/** Marks the document, so a test can tell a page opened in place from a document load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const sidebarLink = (page: Page, name: RegExp) =>
  page.getByRole('complementary', { name: 'Site navigation' }).getByRole('link', { name });

test.describe('site links', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('a click opens the page in place, scrolled to the top, and Back returns in place', async ({
    page,
  }) => {
    await page.goto('/platform');
    await markDocument(page);
    await page.mouse.wheel(0, 600);
    await sidebarLink(page, /^Integrations/).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Integrations');
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/platform$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('the language picker opens the same page in place in the chosen language', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await markDocument(page);
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await sameDocument(page)).toBe(true);
  });

  test('a click with a modifier key is left to the browser: the page opens in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/platform');
    const opened = context.waitForEvent('page');
    await sidebarLink(page, /^Integrations/).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/integrations$/);
    await expect(page).toHaveURL(/\/platform$/);
  });

  test('a link in a page’s own content opens in place too, and with a modifier key in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/pricing');
    await markDocument(page);
    const contentLink = page.locator('main a[href="/enterprise"]').first();
    const opened = context.waitForEvent('page');
    await contentLink.click({ modifiers: ['ControlOrMeta'] });
    await expect(await opened).toHaveURL(/\/enterprise$/);
    await expect(page).toHaveURL(/\/pricing$/);

    await contentLink.click();
    await expect(page).toHaveURL(/\/enterprise$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a link on screen has its page fetched ahead, code included: opening it asks for nothing', async ({
    page,
  }) => {
    await page.goto('/');
    // The page, its islands and the pages of the links in view have settled.
    await networkQuiet(page, 2500);
    const requests: string[] = [];
    // Chromium looks at the favicon again on a same-document navigation, and the home page links
    // the icon file (lib/seo/site-icon.ts): that request is the browser's, not the page's.
    // What the opened page then fetches ahead for its own links in view (the home page's, now
    // that it is no longer the page on view) is not something opening it waited for.
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname !== SITE_ICON_PATH && !request.headers()['next-router-prefetch'])
        requests.push(pathname);
    });
    await sidebarLink(page, /^Platform/).click();
    await expect(page).toHaveURL(/\/platform$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('a link to the page on view is marked current and does not fetch that page again', async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const pageFetches: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (url.pathname === '/' && url.searchParams.has('_rsc')) pageFetches.push(url.href);
      };
      page.on('request', onRequest);
      await page.goto('/');
      await networkQuiet(page, 2500);
      page.off('request', onRequest);
      const home = page.getByRole('link', { name: 'YNO home page' }).filter({ visible: true });
      await expect(home).toHaveAttribute('aria-current', 'page');
      expect(pageFetches, `${width} px`).toEqual([]);
    }
  });

  test('a sidebar link shows that its page is loading, until it has arrived', async ({ page }) => {
    await page.goto('/platform');
    // Hold the page's data for a moment, as a slow connection would. Its link is in a closed
    // section, so nothing fetched it ahead.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/careers' && url.searchParams.has('_rsc'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const sidebar = page.getByRole('complementary', { name: 'Site navigation' });
    await sidebar.getByText('Company', { exact: true }).click();
    const link = sidebarLink(page, /^Careers/);
    await link.click();
    await expect(link.getByRole('status')).toHaveText('Loading page…');
    await expect(page).toHaveURL(/\/platform$/);
    release();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(0);
  });
});
