import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import {
  consentRecord,
  CONSENT_KEY,
  pageEvents,
  recordPageEvents,
  seedStorage,
  storedConsent,
} from './consent-helpers';

const SETTINGS_KEY = 'yno-settings';

const main = (page: Page) => page.getByRole('main');
const setting = (page: Page, name: string) => main(page).getByRole('switch', { name, exact: true });
const htmlClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList]);
const rootFontSize = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const storedSettings = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY)) ?? 'null');

test.use({ viewport: { width: 1280, height: 900 } });
// Each test walks through many controls; leave room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

test.describe('with cookie consent already given', () => {
  test.beforeEach(async ({ context }) => {
    await recordPageEvents(context);
    await seedStorage(context, { [CONSENT_KEY]: consentRecord(1) });
  });

  test('groups every control with a visible label and description', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const group of [
      'Appearance',
      'Accessibility',
      'Notifications',
      'Privacy and cookies',
      'Data',
    ])
      await expect(main(page).getByRole('heading', { level: 2, name: group })).toBeVisible();
    const switches = main(page).getByRole('switch');
    await expect(switches).toHaveCount(13);
    for (const control of await switches.all()) {
      await expect(control).toBeVisible();
      const described = await control.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).innerText()).not.toBe('');
      const id = await control.getAttribute('id');
      await expect(page.locator(`label[for="${id}"]`)).toBeVisible();
    }
    await expect(main(page).getByRole('radiogroup')).toHaveCount(0);
    await expect(main(page).getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(main(page).getByRole('group', { name: 'Text size' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/settings');
    await main(page).getByRole('radio', { name: 'Medium' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(main(page).getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(await rootFontSize(page)).toBe('18px');

    // Tab from the text size group reaches the next switch, and Space toggles it.
    await page.keyboard.press('Tab');
    await expect(setting(page, 'Compact layout')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(setting(page, 'Compact layout')).toBeChecked();
    expect(await htmlClasses(page)).toContain('compact');

    // Every control on the page can be reached with Tab.
    await page.evaluate(() => {
      const reached: string[] = [];
      (window as unknown as { __reached: string[] }).__reached = reached;
      document.addEventListener('focusin', (event) => {
        const el = event.target as HTMLElement;
        if (el.closest('main')) reached.push(el.id || el.textContent?.trim() || '');
      });
    });
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      () => (window as unknown as { __reached: string[] }).__reached,
    );
    for (const id of ['setting-highContrast', 'setting-prefersReducedData'])
      expect(reached).toContain(id);
    for (const text of ['Import', 'Copy to clipboard', 'Download file', 'Reset to defaults'])
      expect(reached).toContain(text);
  });

  test('reduced motion and show animations stop transitions', async ({ page }) => {
    await page.goto('/settings');
    const track = setting(page, 'Reduce motion');
    const duration = () =>
      track.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(await duration()).toBe(0.15);
    await track.click();
    expect(await htmlClasses(page)).toContain('reduced-motion');
    expect(await duration()).toBeLessThan(0.001);
    await track.click();
    expect(await htmlClasses(page)).not.toContain('reduced-motion');
    expect(await duration()).toBe(0.15);

    // Show animations off does the same, as its own class.
    await setting(page, 'Show animations').click();
    expect(await htmlClasses(page)).toContain('animations-off');
    expect(await duration()).toBeLessThan(0.001);
    expect(await storedSettings(page)).toMatchObject({
      reducedMotion: false,
      showAnimations: false,
    });
    const announced = (await pageEvents(page, 'settingsChanged')) as Record<string, unknown>[];
    expect(announced).toHaveLength(3);
    expect(Object.keys(announced[2])).toHaveLength(15);
    expect(announced[2]).toMatchObject({ reducedMotion: false, showAnimations: false });
  });

  test('high contrast raises contrast in both themes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/settings');
    const colours = () =>
      page
        .locator('body')
        .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(await colours()).toEqual(['rgb(11, 16, 32)', 'rgb(255, 255, 255)']);
    await setting(page, 'High contrast').click();
    expect(await htmlClasses(page)).toContain('high-contrast');
    expect(await colours()).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await main(page).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect.poll(colours).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
    await setting(page, 'High contrast').click();
    await expect.poll(colours).toEqual(['rgb(229, 231, 235)', 'rgb(11, 16, 32)']);
  });

  test('the alternative reading font is downloaded only once chosen', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/atkinson/i.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/settings');
    await page.waitForLoadState('networkidle');
    expect(fontRequests).toEqual([]);
    await setting(page, 'Alternative reading font').click();
    expect(await htmlClasses(page)).toContain('dyslexia-friendly');
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
      'Atkinson Hyperlegible Next',
    );
    await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Atkinson Hyperlegible Next"')))
      .toBe(true);
  });

  test('compact mode tightens spacing and text size scales the root', async ({ page }) => {
    await page.goto('/settings');
    const container = main(page).locator('> div').first();
    const padding = () => container.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    const before = await padding();
    await setting(page, 'Compact layout').click();
    expect(await htmlClasses(page)).toContain('compact');
    expect(await padding()).toBeLessThan(before);
    // Buttons keep their 44 px targets.
    const resetBox = await main(page)
      .getByRole('button', { name: 'Reset to defaults' })
      .boundingBox();
    expect(resetBox!.height).toBeGreaterThanOrEqual(44);

    await main(page).getByRole('radio', { name: 'Large' }).check();
    expect(await rootFontSize(page)).toBe('18px');
    await main(page).getByRole('radio', { name: 'Small' }).check();
    expect(await rootFontSize(page)).toBe('14px');
    await main(page).getByRole('radio', { name: 'Medium' }).check();
    expect(await rootFontSize(page)).toBe('16px');
  });

  test('the notification and data preferences are stored, and everything applies on the next page', async ({
    page,
  }) => {
    await page.goto('/settings');
    for (const name of [
      'Email notifications',
      'Browser notifications',
      'Marketing emails',
      'Error reports',
      'Keep form drafts',
      'Reduce data use',
      'High contrast',
      'Compact layout',
    ])
      await setting(page, name).click();
    await main(page).getByRole('radio', { name: 'Small' }).check();
    expect(await storedSettings(page)).toEqual({
      reducedMotion: false,
      fontSize: 'small',
      highContrast: true,
      dyslexiaFriendly: false,
      compactMode: true,
      showAnimations: true,
      emailNotifications: false,
      pushNotifications: true,
      marketingEmails: true,
      crashReporting: false,
      autoSave: false,
      prefersReducedData: true,
    });

    await page.goto('/about');
    expect(await htmlClasses(page)).toEqual(expect.arrayContaining(['high-contrast', 'compact']));
    expect(await rootFontSize(page)).toBe('14px');
  });

  test('theme is the same value as the theme switch in the top bar', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/settings');
    await main(page).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await topBar.getByRole('radio', { name: 'Light' }).click();
    await expect(main(page).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await storedSettings(page)).toBeNull();
  });

  test('a theme switch paints the new colours at once, and transitions work again after it', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/settings');
    const track = setting(page, 'Reduce motion');
    const duration = () =>
      track.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    await page.evaluate(() => {
      (window as unknown as { transitionsRun: number }).transitionsRun = 0;
      document.addEventListener('transitionrun', () => {
        (window as unknown as { transitionsRun: number }).transitionsRun++;
      });
    });
    const transitionsRun = () =>
      page.evaluate(() => (window as unknown as { transitionsRun: number }).transitionsRun);
    // From the settings page and from the top bar's picker alike.
    await main(page).getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('banner').getByRole('radio', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass(/light/);
    await expect.poll(duration).toBe(0.15);
    expect(await transitionsRun()).toBe(0);
  });

  test('sidebarCollapsed is the sidebar cookie', async ({ page, context }) => {
    await page.goto('/settings');
    const sidebar = page.locator('#site-sidebar');
    await setting(page, 'Collapse the sidebar').click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48);
    expect((await context.cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('false');
    await page.keyboard.press('Control+b');
    await expect(setting(page, 'Collapse the sidebar')).not.toBeChecked();
    expect((await context.cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('true');
    await page.keyboard.press('Control+b');
    await page.reload();
    await expect(setting(page, 'Collapse the sidebar')).toBeChecked();
  });

  test('import takes pasted JSON or a file, copying only known, valid fields', async ({ page }) => {
    await page.goto('/settings');
    const field = main(page).getByLabel('Settings as JSON');
    const status = main(page).getByRole('status');

    await field.fill('{"fontSize": "large",');
    await main(page).getByRole('button', { name: 'Import', exact: true }).click();
    await expect(status).toHaveText(
      'This is not valid JSON. Check that you copied the whole text.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(
      '{"fontSize":"large","compactMode":"yes","highContrast":true,"admin":true,"__proto__":{"polluted":1}}',
    );
    await main(page).getByRole('button', { name: 'Import', exact: true }).click();
    await expect(status).toContainText('Settings imported.');
    await expect(status).toContainText('admin');
    await expect(status).toContainText('__proto__');
    // The status line shows first; the settings apply once that frame is painted.
    await expect.poll(() => rootFontSize(page)).toBe('18px');
    expect(await htmlClasses(page)).toContain('high-contrast');
    expect(await htmlClasses(page)).not.toContain('compact');
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
    expect(
      await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted),
    ).toBeUndefined();

    // 2 MB: refused at once, and the page carries on.
    await field.fill(JSON.stringify({ fontSize: 'small', padding: 'x'.repeat(2 * 1024 * 1024) }));
    await main(page).getByRole('button', { name: 'Import', exact: true }).click();
    await expect(status).toHaveText('This is far larger than a settings file, so it was not read.');
    expect(await rootFontSize(page)).toBe('18px');

    await main(page)
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'settings.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ fontSize: 'small', reducedMotion: true })),
      });
    await expect(status).toContainText('Settings imported.');
    await expect.poll(() => rootFontSize(page)).toBe('14px');
    expect(await htmlClasses(page)).toContain('reduced-motion');

    // A 2 MB file is refused without being read.
    await main(page)
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'huge.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({ fontSize: 'large', pad: 'x'.repeat(2 * 1024 * 1024) }),
        ),
      });
    await expect(status).toHaveText('This is far larger than a settings file, so it was not read.');
    expect(await rootFontSize(page)).toBe('14px');
  });

  test('export copies or downloads formatted JSON of all 15 settings', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/settings');
    await main(page).getByRole('radio', { name: 'Large' }).check();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Download file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('yno-settings.json');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('\n  "fontSize": "large",\n');
    const exported = JSON.parse(text);
    expect(Object.keys(exported)).toHaveLength(15);
    expect(exported).toMatchObject({ theme: 'system', fontSize: 'large', analyticsOptIn: false });

    await main(page).getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect(page.getByText('Settings copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test('reset restores the defaults and removes the entry, after asking', async ({ page }) => {
    await seedStorage(page.context(), {
      [SETTINGS_KEY]: JSON.stringify({ fontSize: 'large', compactMode: true, highContrast: true }),
    });
    await page.goto('/settings');
    expect(await rootFontSize(page)).toBe('18px');
    const resetButton = main(page).getByRole('button', { name: 'Reset to defaults' });
    await resetButton.click();
    const dialog = page.getByRole('dialog', { name: 'Reset all settings?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(resetButton).toBeFocused();
    expect(await storedSettings(page)).not.toBeNull();

    await resetButton.click();
    await dialog.getByRole('button', { name: 'Reset settings' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedSettings(page)).toBeNull();
    expect(await rootFontSize(page)).toBe('16px');
    expect(await htmlClasses(page)).not.toContain('compact');
    expect(await htmlClasses(page)).not.toContain('high-contrast');
    await expect(main(page).getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(page.getByText('Settings restored to their defaults.')).toBeVisible();
    const announced = (await pageEvents(page, 'settingsChanged')) as Record<string, unknown>[];
    expect(announced.at(-1)).toMatchObject({ fontSize: 'medium', compactMode: false });
  });
});

test('analyticsOptIn is the analytics consent, in both directions', async ({ page, context }) => {
  await recordPageEvents(context);
  await page.clock.install();
  await page.goto('/settings');
  await setting(page, 'Analytics cookies').click();
  const record = await storedConsent(page);
  expect(record).toMatchObject({
    consentMethod: 'settings',
    version: '2.0',
    preferences: { essential: true, analytics: true, functional: false, marketing: false },
  });
  expect(await pageEvents(page, 'consent-updated')).toHaveLength(1);
  // A choice has been made, so the banner does not follow.
  await page.clock.runFor(2500);
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);

  await main(page).getByRole('button', { name: 'Cookie settings' }).click();
  const region = page.getByRole('region', { name: 'Cookie preferences' });
  await expect(region.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await region.getByRole('switch', { name: 'Analytics' }).click();
  await region.getByRole('button', { name: 'Save My Preferences' }).click();
  await expect(setting(page, 'Analytics cookies')).not.toBeChecked();
  expect((await storedConsent(page)).preferences.analytics).toBe(false);
  expect(await storedSettings(page)).toBeNull();
});

test.describe('before first paint', () => {
  test.beforeEach(async ({ context }) => {
    // Records the root's state when <body> starts, before anything in it can paint, and
    // every later change to the root's style.
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      const styleChanges: string[] = [];
      w.__styleChanges = styleChanges;
      new MutationObserver((records) => {
        const html = document.documentElement;
        for (const record of records) {
          if (record.type === 'attributes' && record.target === html)
            styleChanges.push(html.getAttribute('style') ?? '');
          else if (!w.__atBody && document.body)
            w.__atBody = {
              scale: html.style.getPropertyValue('--font-scale'),
              classes: [...html.classList],
            };
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['style'],
      });
      requestAnimationFrame(() => {
        w.__firstFrameFontSize = getComputedStyle(document.documentElement).fontSize;
      });
    });
  });

  test('with large text stored, the first paint already has the large root size', async ({
    page,
    context,
  }) => {
    await seedStorage(context, {
      [CONSENT_KEY]: consentRecord(1),
      [SETTINGS_KEY]: JSON.stringify({ fontSize: 'large', highContrast: true }),
    });
    await page.goto('/about');
    const state = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { atBody: w.__atBody, firstFrame: w.__firstFrameFontSize, changes: w.__styleChanges };
    });
    expect(state.atBody).toEqual({
      scale: '1.125',
      classes: expect.arrayContaining(['high-contrast']),
    });
    expect(state.firstFrame).toBe('18px');
    // Set in <head>, and every later change to the root's style keeps it.
    const changes = state.changes as string[];
    expect(changes[0]).toBe('--font-scale: 1.125;');
    for (const style of changes) expect(style).toContain('--font-scale: 1.125');
    expect(await rootFontSize(page)).toBe('18px');
  });

  test("with no stored choice, the system's reduced motion and contrast apply", async ({
    page,
    context,
  }) => {
    await seedStorage(context, { [CONSENT_KEY]: consentRecord(1) });
    await page.emulateMedia({ reducedMotion: 'reduce', contrast: 'more' });
    await page.goto('/settings');
    const atBody = await page.evaluate(
      () => (window as unknown as Record<string, unknown>).__atBody,
    );
    expect(atBody).toMatchObject({
      classes: expect.arrayContaining(['reduced-motion', 'high-contrast']),
    });
    await expect(setting(page, 'Reduce motion')).toBeChecked();
    await expect(setting(page, 'High contrast')).toBeChecked();

    // A stored choice wins over the system.
    await setting(page, 'High contrast').click();
    await page.reload();
    expect(await htmlClasses(page)).not.toContain('high-contrast');
    expect(await htmlClasses(page)).toContain('reduced-motion');
  });
});

for (const [path, title, groups] of [
  [
    '/es/settings',
    'Configuración',
    ['Apariencia', 'Accesibilidad', 'Notificaciones', 'Privacidad y cookies', 'Datos'],
  ],
  [
    '/fr/settings',
    'Paramètres',
    ['Apparence', 'Accessibilité', 'Notifications', 'Confidentialité et cookies', 'Données'],
  ],
  [
    '/de/settings',
    'Einstellungen',
    ['Darstellung', 'Barrierefreiheit', 'Benachrichtigungen', 'Datenschutz und Cookies', 'Daten'],
  ],
] as const) {
  test(`the settings page speaks the page's language at ${path}`, async ({ page, context }) => {
    await seedStorage(context, { [CONSENT_KEY]: consentRecord(1) });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const group of groups)
      await expect(
        main(page).getByRole('heading', { level: 2, name: group, exact: true }),
      ).toBeVisible();
  });
}

test('the settings page and the banner render without console errors or warnings', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/fr/settings');
  await expect(page.locator('[data-consent-banner]')).toBeVisible({ timeout: 5000 });
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await main(page).getByRole('switch', { name: 'Contraste élevé' }).click();
  expect(problems).toEqual([]);
});
