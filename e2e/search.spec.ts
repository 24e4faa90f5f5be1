import AxeBuilder from '@axe-core/playwright';
import { scriptsLoaded } from './loaded-scripts';
import { expect, test, type Page } from './test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function searchBox(page: Page) {
  return page.getByRole('dialog').getByRole('combobox');
}

test.describe('site search', () => {
  test('Ctrl+K on /de, type "Idempotenz", Enter: the German section opens', async ({ page }) => {
    await page.goto('/de');
    const launcher = page.locator('header [data-search-launcher]');
    await page.keyboard.press('Control+k');
    const box = searchBox(page);
    await expect(box).toBeFocused();
    await page.keyboard.type('Idempotenz');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first.locator('mark').first()).toHaveText(/^Idempotent/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/[\w/-]+#idempotency$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h2#idempotency')).toBeInViewport();
    await expect(launcher).toBeVisible();
  });

  test('arrows move, Escape closes and focus returns; / opens, not while typing', async ({
    page,
  }) => {
    await page.goto('/docs');
    const launcher = page.locator('header [data-search-launcher]');
    await launcher.focus();
    await page.keyboard.press('Enter');
    const box = searchBox(page);
    await expect(box).toBeFocused();
    await page.keyboard.type('mcp');
    const options = page.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listbox').getByRole('group').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(launcher).toBeFocused();

    await page.locator('body').click({ position: { x: 600, y: 400 } });
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('/x');
    await expect(searchBox(page)).toHaveValue('/x');
  });

  test('the index loads on intent, not with the page', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/api/search-index/'))).toEqual([]);
    await page.locator('header [data-search-launcher]').hover();
    await expect.poll(() => requests.includes('/api/search-index/en')).toBe(true);
    await expect.poll(() => requests.includes('/api/search-text/en')).toBe(true);
  });

  test('the dialog and /search quote the sentence that answers, its words marked', async ({
    page,
  }) => {
    await page.goto('/legal');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill('breach notification');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('within 48 hours');
    await expect(first.locator('mark').first()).toHaveText(/^notif|^breach/i);
    await expect(first.locator('mark').first()).toBeVisible();

    await page.goto('/search?q=breach%20notification');
    const result = page.locator('[data-search-result]').first();
    await expect(result).toContainText('within 48 hours');
    await expect(result.locator('p mark').first()).toBeVisible();
  });

  test('the search and "Copy as Markdown" add no script to the first load', async ({
    page,
    request,
  }) => {
    for (const url of ['/', '/de/docs/mcp']) {
      const scripts = await scriptsLoaded(page, url);
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const src of scripts) {
        const body = await (await request.get(src)).text();
        // Strings only their code carries: the buttons' selectors, the shortcut's field check.
        for (const marker of [
          '[data-search-launcher]',
          'isContentEditable',
          '[data-copy-markdown]',
        ])
          expect(body.includes(marker), `${url}: ${src} carries ${marker}`).toBe(false);
      }
      // Once the page has loaded, the same buttons work.
      await expect(page.locator('header [data-search-launcher]')).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the open dialog has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await page.keyboard.press('Control+k');
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.type('retention');
      await expect(page.getByRole('option').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .include('[role=dialog]')
        .withTags(TAGS)
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual(
        [],
      );
    });
  }
});

test.describe('the search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search button is a link to the results page, which lists results', async ({ page }) => {
    await page.goto('/de/docs');
    await expect(page.locator('header [data-search-launcher]')).toHaveAttribute(
      'href',
      '/de/search?q=',
    );
    await expect(page.locator('header [data-search-launcher]')).not.toHaveAttribute(
      'aria-haspopup',
      /./,
    );
    await page.goto('/search?q=retention');
    await expect(page.locator('h1')).toContainText('retention');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const results = page.locator('[data-search-result] a');
    expect(await results.count()).toBeGreaterThan(0);
    await expect(results.first()).toHaveAttribute('href', /#retention$/);
    await expect(page.locator('[data-search-result] mark').first()).toBeVisible();
  });

  test('empty and no-result states in each language', async ({ page }) => {
    for (const [path, text] of [
      ['/search', 'Type a word or two'],
      ['/de/search?q=', 'Geben Sie ein oder zwei Wörter ein'],
      ['/fr/search?q=zzzqqq', 'Aucun résultat pour « zzzqqq »'],
      ['/es/search?q=zzzqqq', 'Nada coincide con «zzzqqq»'],
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main')).toContainText(text);
    }
  });
});
