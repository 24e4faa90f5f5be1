import { expect, test } from './test';

test.describe('desktop sidebar', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the sections with their default state and the active link', async ({ page }) => {
    await page.goto('/platform');
    const sidebar = page.locator('#site-sidebar');
    await expect(sidebar).toBeVisible();
    const open = async (section: string) =>
      sidebar
        .locator(`details[data-section="${section}"]`)
        .evaluate((el) => (el as HTMLDetailsElement).open);
    expect(await open('product')).toBe(true);
    expect(await open('external')).toBe(true);
    for (const closed of ['company', 'pricing', 'resources', 'legal'])
      expect(await open(closed)).toBe(false);

    const active = sidebar.locator('a[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', '/platform');

    // Sections toggle independently.
    await sidebar.getByText('Company', { exact: true }).click();
    expect(await open('company')).toBe(true);
    expect(await open('product')).toBe(true);
    await sidebar.getByText('Product', { exact: true }).click();
    expect(await open('product')).toBe(false);
    expect(await open('company')).toBe(true);

    const box = await active.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });

  test('Ctrl+B collapses the sidebar, remembers it in a cookie and the first paint is right', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const sidebar = page.locator('#site-sidebar');
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(256);
    await page.keyboard.press('Control+b');
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

    await page.goto('/about');
    // The collapsed class is applied before hydration by the head script.
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('sidebar-collapsed')),
    ).toBe(true);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(256);
    expect((await context.cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('true');
  });

  test('an external link asks first; Cancel stays, confirm opens a new tab', async ({
    page,
    context,
  }) => {
    // The machine has no internet: answer for the external site.
    await context.route('https://pro.yno.example/**', (route) =>
      route.fulfill({ body: 'YNO Pro' }),
    );
    await page.goto('/');
    await page
      .locator('#site-sidebar')
      .getByRole('button', { name: /YNO AI Chat/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Navigate to YNO AI Chat?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('https://chat.yno.example');
    await expect(dialog).toContainText('Our hosted AI chat, in public preview');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('#site-sidebar').getByRole('button', { name: /YNO AI Chat/ }),
    ).toBeFocused();
    expect(context.pages()).toHaveLength(1);

    await page
      .locator('#site-sidebar')
      .getByRole('button', { name: /YNO Pro/ })
      .click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('dialog').getByRole('button', { name: 'Open in New Tab' }).click(),
    ]);
    expect(popup.url()).toContain('pro.yno.example');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Login and Sign Up point to the application', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.locator('#site-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      /app\.yno\.example/,
    );
    await expect(sidebar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      /app\.yno\.example/,
    );
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the top bar menu slides in with the quick links and the call to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#site-sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const label of [
      'Home',
      'Platform',
      'Integrations',
      'AI Workflows',
      'About',
      'Careers',
      'News',
      'Support',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: /Try YNO AI Now/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await menu.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
  });

  test('the sidebar opens as an off-canvas sheet', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open all pages' }).click();
    const sheet = page.getByRole('dialog', { name: 'All pages' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: /Integrations/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open all pages' })).toBeFocused();
  });
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'System' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
