import { expect, test } from './test';

test.describe('prefetching', () => {
  test('a link in view has its page fetched ahead; one out of sight waits until it comes into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.add(url.pathname);
    });
    await page.goto('/platform');
    const sidebar = page.getByRole('complementary', { name: 'Site navigation' });
    // The open Product section's links are on screen; the closed Company section's are not.
    await expect.poll(() => prefetched.has('/integrations')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(prefetched.has('/careers')).toBe(false);

    await sidebar.getByText('Company', { exact: true }).click();
    await expect.poll(() => prefetched.has('/careers')).toBe(true);
    await sidebar.getByRole('link', { name: /^Careers/ }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
