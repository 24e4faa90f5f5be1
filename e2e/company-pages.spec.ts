import { expect, test } from './test';
import { loadRoles } from '../lib/careers/roles';
import { loadArticles } from '../lib/news/articles';
import { supportFaq } from '../lib/support/faq';

test.describe('careers', () => {
  for (const [url, subjectPrefix] of [
    ['/careers', 'Application: '],
    ['/de/careers', 'Bewerbung: '],
  ] as const) {
    test(`${url}: every open role has an Apply link that emails careers with the role in the subject`, async ({
      page,
    }) => {
      await page.goto(url);
      const cards = page.locator('[data-role]');
      await expect(cards).toHaveCount(loadRoles('en').length);
      for (const card of await cards.all()) {
        const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
        const href = await card.getByRole('link').getAttribute('href');
        const mail = new URL(href!);
        expect(mail.protocol).toBe('mailto:');
        expect(mail.pathname).toBe('careers@yno.example');
        expect(mail.searchParams.get('subject')).toBe(`${subjectPrefix}${title}`);
        const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(card.getByRole('link')).toHaveAccessibleName(new RegExp(escaped));
      }
    });
  }
});

test.describe('news', () => {
  for (const [url, firstDate] of [
    ['/news', 'November 16, 2026'],
    ['/de/news', '16. November 2026'],
    ['/fr/news', '16 novembre 2026'],
    ['/es/news', '16 de noviembre de 2026'],
  ] as const) {
    test(`${url} lists every article newest first with dates in the page's language`, async ({
      page,
    }) => {
      await page.goto(url);
      const times = page.locator('[data-article] time');
      await expect(times).toHaveCount(loadArticles('en').length);
      await expect(times.first()).toHaveText(firstDate);
      const isoDates = await times.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('datetime')!),
      );
      expect(isoDates).toEqual([...isoDates].sort().reverse());
      await expect(times.last()).toHaveAttribute('datetime', '2024-12-01');
    });
  }
});

test('support: FAQPage JSON-LD matches the visible questions, with plain-text answers', async ({
  page,
}) => {
  await page.goto('/fr/support');
  const visible = (await page.locator('[data-faq] h3').allTextContents()).map((q) => q.trim());
  expect(visible).toHaveLength(supportFaq.length);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
  expect(faq).toBeDefined();
  const entries = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  expect(entries.map((entry) => entry.name)).toEqual(visible);
  for (const entry of entries) expect(entry.acceptedAnswer.text).not.toMatch(/\]\(|\*\*/);
  await expect(page.getByRole('table').nth(1).getByRole('row')).toHaveCount(5);
});

test('investors: the market section states the market figures of docs/specification.md §9 in every language', async ({
  request,
}) => {
  const figures = {
    '/investors': ['$10B+', '12%', '$8B+', '20%', '70%+', '500', '$1M+'],
    '/de/investors': [
      '10 Mrd. US-Dollar',
      '12\u00a0%',
      '8 Mrd. US-Dollar',
      '20\u00a0%',
      '70\u00a0%',
    ],
    '/fr/investors': [
      '10 milliards de dollars',
      '12\u00a0%',
      '8 milliards',
      '20\u00a0%',
      '70\u00a0%',
    ],
    '/es/investors': [
      '10\u00a0000 millones',
      '12\u00a0%',
      '8000 millones',
      '20\u00a0%',
      '70\u00a0%',
    ],
  };
  for (const [url, expected] of Object.entries(figures)) {
    const html = await (await request.get(url)).text();
    for (const figure of expected) expect(html, `${url} ${figure}`).toContain(figure);
  }
});

test('partners: three tiers and an application email', async ({ page }) => {
  await page.goto('/partners');
  const tiers = page.locator('#tiers').locator('xpath=..').getByRole('table');
  await expect(tiers.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'partners@yno.example' })).toHaveAttribute(
    'href',
    /^mailto:partners@yno\.example\?subject=/,
  );
});

test.describe('Coming Soon placeholders point somewhere useful', () => {
  test('login offers the application sign-in first', async ({ page }) => {
    await page.goto('/login');
    const links = page.locator('[data-next] a');
    await expect(links.first()).toHaveAttribute('href', /^https?:\/\/.+/);
    await expect(links.nth(1)).toHaveAttribute('href', '/support');
  });

  test('signup sends visitors to the invitation request on the home page', async ({ page }) => {
    await page.goto('/de/signup');
    await page.getByRole('link', { name: /Einladung anfordern/ }).click();
    await expect(page).toHaveURL(/\/de$/);
  });

  test('premium points to the plans of today, in the page language', async ({ page }) => {
    await page.goto('/es/premium');
    await expect(page.locator('[data-next] a').first()).toHaveAttribute('href', '/es/pricing');
  });
});
