import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './test';
import { networkQuiet } from './network-quiet';

/**
 * Every island answers its first tap from what the page fetched while idle: on a fresh visit,
 * once the page has settled, every request from the tap on is held, so an answer that needed
 * one never shows. What a tap fetches by design (the search index, the code that saves a
 * consent choice) is held too, and the answer must not need it. How long each answer takes is
 * the bench's (npm run bench).
 */
test.describe.configure({ mode: 'parallel' });

type Tap = {
  name: string;
  path: string;
  formFactor?: 'mobile' | 'desktop';
  target: (page: Page) => Locator;
  /** Readies the page: what a visitor does before the tap. */
  before?: (page: Page) => Promise<unknown>;
  /** What the visitor sees once the tap is answered. */
  answer: (page: Page) => Locator;
};

const taps: Tap[] = [
  {
    name: 'access request',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Request an Invitation' }).first(),
    answer: (page) =>
      page.getByRole('dialog', { name: 'Request an Invitation' }).getByLabel('Full name'),
  },
  {
    name: 'investor deck',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Request Investor Deck' }).first(),
    answer: (page) =>
      page.getByRole('dialog', { name: 'Request the investor deck' }).getByLabel('Work email'),
  },
  {
    name: 'mobile menu',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    answer: (page) => page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first(),
  },
  {
    name: 'chat launcher',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open the AI assistant' }),
    answer: (page) =>
      page.getByRole('dialog', { name: 'YNO Assistant' }).getByRole('textbox').first(),
  },
  {
    name: 'search',
    path: '/',
    target: (page) => page.locator('a[data-search-launcher]:visible').first(),
    answer: (page) => page.getByRole('dialog').getByRole('combobox'),
  },
  {
    name: 'language picker',
    path: '/',
    target: (page) => page.getByRole('button', { name: /Language: / }).first(),
    answer: (page) =>
      page.getByRole('list', { name: 'Language' }).getByRole('link', { name: /Deutsch/ }),
  },
  {
    name: 'theme picker',
    path: '/settings',
    target: (page) => page.getByRole('main').getByRole('radio', { name: 'Dark' }),
    answer: (page) => page.locator('html.dark'),
  },
  {
    name: 'cookie banner: Customize',
    path: '/',
    before: (page) => expect(page.getByRole('button', { name: 'Customize' })).toBeVisible(),
    target: (page) => page.getByRole('button', { name: 'Customize' }),
    answer: (page) => page.getByRole('switch', { name: 'Analytics' }),
  },
  {
    name: 'external link confirmation',
    path: '/',
    formFactor: 'desktop',
    target: (page) =>
      page
        .getByRole('complementary')
        .getByRole('button', { name: /YNO AI/ })
        .first(),
    answer: (page) => page.getByRole('dialog').getByRole('button', { name: 'Open in New Tab' }),
  },
  {
    name: 'settings: reset',
    path: '/settings',
    target: (page) => page.getByRole('button', { name: 'Reset to defaults' }),
    answer: (page) => page.getByRole('dialog').getByRole('button', { name: 'Reset settings' }),
  },
  {
    name: 'settings: import',
    path: '/settings',
    before: (page) => page.getByLabel('Settings as JSON').fill('{"fontSize":"large"}'),
    target: (page) => page.getByRole('button', { name: 'Import', exact: true }),
    answer: (page) => page.getByText('Settings imported.'),
  },
];

for (const tap of taps) {
  const formFactor = tap.formFactor ?? 'mobile';
  test(`${tap.name} (${formFactor}) answers without waiting on the network`, async ({
    browser,
  }) => {
    const context = await browser.newContext(
      formFactor === 'mobile'
        ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1350, height: 940 } },
    );
    const page = await context.newPage();
    await page.goto(tap.path);
    // The idle preloads have settled once the network has been quiet for a while.
    await networkQuiet(page, 2500);
    const target = tap.target(page);
    await target.scrollIntoViewIfNeeded();
    if (tap.before) await tap.before(page);
    const held: Route[] = [];
    await page.route('**/*', (route) => {
      held.push(route);
    });
    if (formFactor === 'mobile') await target.tap();
    else await target.click();
    await expect(tap.answer(page))
      .toBeVisible({ timeout: 10_000 })
      .catch((error: Error) => {
        const urls = held.map((route) => route.request().url());
        throw new Error(`no answer with these requests held: ${urls.join(', ') || 'none'}`, {
          cause: error,
        });
      });
    // Closing the context drops the held requests.
    await context.close();
  });
}
