import { expect, test, type Page } from './test';
import { docsGuides, docsNeighbours, docsReference } from '../lib/docs/docs-navigation';
import type { Locale } from '../lib/i18n/locales';
import { localizedPath } from '../lib/i18n/paths';
import { getPage, type PageId } from '../lib/site/pages';
import { pageDocumentPath, readContentFile } from '../lib/documents/content-files';
import { pageFrontMatter } from '../lib/documents/content-schema';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';

/** The docs pages and the API reference, each checked in every locale. */
const docPages: PageId[] = [...docsGuides, 'api'];

/** A docs page's English title, from its document. */
const englishTitle = (id: PageId): string =>
  readContentFile(pageDocumentPath(id, 'en'), { schema: pageFrontMatter, body: 'sections' })!.data
    .title;

/** The page's answer, checked before the test reads it. */
async function serverPage(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
}

test.describe('docs navigation', () => {
  // A visitor who has already answered the cookie banner, so it does not cover the links.
  test.beforeEach(async ({ context }) => {
    await seedStorage(context, { [CONSENT_KEY]: consentRecord(1) });
  });

  test.use({ viewport: { width: 1280, height: 900 } });

  for (const id of docPages) {
    test(`${getPage(id).path} lists every docs page, marks itself and links its neighbours`, async ({
      page,
    }) => {
      const locale: Locale = 'fr';
      await serverPage(page, localizedPath(getPage(id).path, locale));
      const nav = page.locator('aside nav[data-docs-nav]');
      await expect(nav).toBeVisible();
      const hrefs = await nav
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(
        [...docsGuides, ...docsReference].map((p) => localizedPath(getPage(p).path, locale)),
      );
      await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute(
        'href',
        localizedPath(getPage(id).path, locale),
      );

      const { previous, next } = docsNeighbours(id);
      const pager = page.locator('nav[data-docs-pager]');
      for (const [rel, target] of [
        ['prev', previous],
        ['next', next],
      ] as const) {
        const link = pager.locator(`a[rel="${rel}"]`);
        if (target)
          await expect(link).toHaveAttribute('href', localizedPath(getPage(target).path, locale));
        else await expect(link).toHaveCount(0);
      }
    });
  }

  test('next/previous links walk the guides in order', async ({ page }) => {
    test.setTimeout(90_000);
    const [first, ...rest] = docsGuides;
    await serverPage(page, getPage(first).path);
    for (const id of rest) {
      await page.locator('a[rel="next"]').click();
      await expect(page).toHaveURL(new RegExp(`${getPage(id).path}$`));
      await expect(page.locator('h1')).toHaveText(englishTitle(id));
    }
    await expect(page.locator('a[rel="next"]')).toHaveCount(0);
    await page.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(new RegExp(`${getPage(docsGuides.at(-2)!).path}$`));
  });
});

test.describe('docs navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from a native disclosure above the page', async ({ page }) => {
    await serverPage(page, '/de/docs/mcp');
    await expect(page.locator('aside nav[data-docs-nav]')).toBeHidden();
    const summary = page.getByText('Seiten der Dokumentation', { exact: true });
    await expect(summary).toBeVisible();
    const box = await summary.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    const link = page.locator('details nav[data-docs-nav] a[href="/de/docs/worker-contract"]');
    await expect(link).toBeHidden();
    await summary.click();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/de\/docs\/worker-contract$/);
    await expect(page.locator('h1')).toHaveText('Worker-Schnittstelle');
  });

  test('the table of contents jumps to its section', async ({ page }) => {
    await serverPage(page, '/docs/worker-contract');
    await page.locator('article nav[data-toc] a[href="#error-codes"]').click();
    await expect(page).toHaveURL(/#error-codes$/);
    await expect(page.locator('h2#error-codes')).toBeInViewport();
  });

  test('code samples below the screen wait to be drawn, at their full height', async ({
    page,
    context,
  }) => {
    // The cookie banner, due 1.5 s after load, would change the page's height mid-test.
    await seedStorage(context, { [CONSENT_KEY]: consentRecord(1) });
    await serverPage(page, '/api');
    const samples = page.locator('[data-code-block] pre');
    expect(await samples.count()).toBeGreaterThan(10);
    const last = samples.last();
    const drawn = () =>
      last.evaluate((pre) => pre.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    // The page is as long as it will be once every sample is drawn.
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await page.addStyleTag({ content: '[data-code-block] > * { content-visibility: visible; }' });
    expect(await height()).toBe(before);
  });
});
