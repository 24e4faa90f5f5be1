import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COPY_DIR } from './playwright.config';

/**
 * A marketer's whole change in local mode: a new English article written in the editor is a
 * file under content/news/, and the site lists it, serves it in the page's Markdown twin and
 * finds it in search. (`next dev` compiles each route on first request, hence the patience.)
 */
const title = 'Zephyrine connectors are generally available';
const slug = 'zephyrine-connectors-are-generally-available';
const summary = 'Zephyrine connectors now run in every region, with the same approvals as before.';
const body = 'Teams can switch the quillwort option on from the workflow settings.';

test('an English news article created in /keystatic appears on /news, in /news.md and in search', async ({
  page,
  request,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The editor asks Google for its web font; the policy refuses it and the system font shows.
    if (text.includes('Content Security Policy') && !text.includes('fonts.googleapis.com')) {
      blocked.push(text);
    }
  });

  // The editor creates an entry against the tree of files it has read: it saves nothing before.
  const tree = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/keystatic/tree' && response.ok(),
  );
  await page.goto('/keystatic/collection/news_en/create');
  await tree;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Summary').fill(summary);
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-12-01');
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type(body);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/news_en/item/${slug}$`));

  const file = readFileSync(path.join(COPY_DIR, 'content/news', slug, 'en.mdoc'), 'utf8');
  expect(file).toMatch(/^---\n/);
  expect(file).toContain(`title: ${title}`);
  expect(file).toContain('date: 2026-12-01');
  expect(file).toContain('category: product');
  expect(file).toContain(body);

  // The collections are per language: the article exists in English only, so far.
  await page.getByRole('link', { name: 'News (Deutsch)' }).click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/news_de$/);
  await expect(page.getByText(title)).toHaveCount(0);
  expect(blocked).toEqual([]);

  await expect(async () => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 180_000 });
  await expect(page.getByText(summary)).toBeVisible();

  const twin = await request.get('/news.md');
  expect(twin.status()).toBe(200);
  const markdown = await twin.text();
  expect(markdown).toContain(title);
  expect(markdown).toContain(body);

  await page.goto('/search?q=zephyrine');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
});
