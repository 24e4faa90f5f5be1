import { expect, test, type Page } from './test';
import {
  consentRecord,
  CONSENT_KEY,
  dataLayer,
  pageEvents,
  recordPageEvents,
  seedStorage,
  storedConsent,
} from './consent-helpers';

const banner = (page: Page) => page.locator('[data-consent-banner]');

test.beforeEach(async ({ context }) => {
  await recordPageEvents(context);
});

test('the banner appears 1.5 s after load, and the server HTML has none of it', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible({ timeout: 5000 });
  const { loadedAt, bannerAt } = await page.evaluate(() => ({
    loadedAt: (window as unknown as { __loadedAt: number }).__loadedAt,
    bannerAt: (window as unknown as { __bannerAt: number }).__bannerAt,
  }));
  expect(bannerAt - loadedAt).toBeGreaterThanOrEqual(1450);
  expect(bannerAt - loadedAt).toBeLessThan(3500);
  await expect(page.getByRole('region', { name: 'Cookies on the YNO website' })).toBeVisible();

  // What a crawler that does not run scripts sees: no banner markup, no banner text.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const crawler = await noJs.newPage();
  await crawler.goto('/');
  await expect(crawler.locator('h1')).toBeVisible();
  await expect(crawler.locator('[data-consent-banner]')).toHaveCount(0);
  expect(await crawler.locator('body').innerText()).not.toContain('Accept All Cookies');
  await noJs.close();
});

test('a choice made offline, before the banner ever fetched the code that stores it, waits for the network', async ({
  page,
}) => {
  // Offline before the visitor ever reached for the banner: the choice is not lost. The banner
  // stays, and the same button stores it once the network is back.
  await page.goto('/about');
  await expect(banner(page)).toBeVisible({ timeout: 5000 });
  await page.context().setOffline(true);
  // The framework retries a chunk that failed to load once, a few hundred ms later; going back
  // online before that retry has failed too would let the offline click succeed after all. The
  // banner says when it has given up.
  const gaveUp = page.waitForEvent('console', (message) =>
    message.text().includes('Could not save the cookie choice'),
  );
  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await gaveUp;
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
  await page.context().setOffline(false);
  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await storedConsent(page)).preferences.analytics).toBe(false);
});

test('Accept All Cookies stores every category, tells gtag and the page, logs, and closes', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.clock.install();
  await page.goto('/about');
  // Consent Mode defaults are denied before anything else runs.
  expect((await dataLayer(page))[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  ]);
  await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(banner(page)).toHaveCount(0);

  const record = await storedConsent(page);
  expect(record).toEqual({
    preferences: { essential: true, analytics: true, functional: true, marketing: true },
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    version: '2.0',
    consentMethod: 'banner',
  });
  expect(Date.now() - Date.parse(record.timestamp)).toBeLessThan(60_000);
  expect(await pageEvents(page, 'consent-updated')).toEqual([record.preferences]);
  const calls = await dataLayer(page);
  expect(calls).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
  ]);
  expect(calls).toContainEqual([
    'event',
    'cookie-consent-granted',
    expect.objectContaining({ consent_method: 'banner' }),
  ]);
  expect(logs.some((line) => line.includes('Cookie consent saved'))).toBe(true);

  // Stored consent keeps the banner away on the next visit, and gtag learns it in <head>.
  await page.reload();
  // Past the banner's delay: it would have appeared by now.
  await page.clock.runFor(2500);
  await expect(banner(page)).toHaveCount(0);
  expect((await dataLayer(page))[1]).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted' }),
  ]);
});

test('Essential Only stores no optional category and sends no analytics event', async ({
  page,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await storedConsent(page)).preferences).toEqual({
    essential: true,
    analytics: false,
    functional: false,
    marketing: false,
  });
  const calls = await dataLayer(page);
  expect(calls.some((call) => call[1] === 'cookie-consent-granted')).toBe(false);
  expect(calls).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'denied' }),
  ]);
});

test('Customize shows a switch per category; Save, Back and Accept All work', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const region = page.getByRole('region', { name: 'Cookie preferences' });
  await expect(region).toBeVisible();
  await expect(region.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
  const essential = region.getByRole('switch', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  for (const name of ['Analytics', 'Functional', 'Marketing'])
    await expect(region.getByRole('switch', { name })).not.toBeChecked();

  await region.getByRole('button', { name: 'Back' }).click();
  await expect(banner(page).getByRole('button', { name: 'Accept All Cookies' })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Customize' }).click();

  await region.getByRole('switch', { name: 'Functional' }).click();
  await expect(region.getByRole('switch', { name: 'Functional' })).toBeChecked();
  await region.getByRole('button', { name: 'Save My Preferences' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await storedConsent(page)).preferences).toEqual({
    essential: true,
    analytics: false,
    functional: true,
    marketing: false,
  });

  await page.evaluate((key) => localStorage.removeItem(key), CONSENT_KEY);
  await page.reload();
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await page.getByRole('button', { name: 'Accept All', exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await storedConsent(page)).preferences).toMatchObject({
    analytics: true,
    functional: true,
    marketing: true,
  });
});

test('the close button and Escape dismiss without saving', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Close without saving' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBeNull();
  expect(await pageEvents(page, 'consent-updated')).toEqual([]);

  await page.reload();
  await expect(banner(page)).toBeVisible({ timeout: 5000 });
  await banner(page).getByRole('button', { name: 'Customize' }).focus();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBeNull();
});

test('the footer makes room for the banner while it shows, and gives it back', async ({ page }) => {
  await page.goto('/legal/dpa');
  const footer = page.getByRole('contentinfo');
  const padding = async () =>
    Number.parseFloat(await footer.evaluate((element) => getComputedStyle(element).paddingBottom));
  await expect(banner(page)).toBeVisible({ timeout: 5000 });
  // 2rem of its own, and the banner's height on top.
  await expect.poll(padding).toBeGreaterThan(32);
  await banner(page).getByRole('button', { name: 'Close without saving' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(padding).toBe(32);
});

for (const [label, raw] of [
  [
    'older than 365 days',
    consentRecord(366, { analytics: true, functional: true, marketing: true }),
  ],
  ['unreadable', '{"preferences": {'],
  ['of an older version', consentRecord(10).replace('"2.0"', '"1.0"')],
]) {
  test(`a stored record ${label} is removed and the banner asks again`, async ({
    page,
    context,
  }) => {
    await seedStorage(context, { [CONSENT_KEY]: raw });
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBeNull();
    // An untrusted record never reached gtag either.
    expect((await dataLayer(page)).filter((call) => call[1] === 'update')).toEqual([]);
  });
}

test('a record 364 days old is still valid', async ({ page, context }) => {
  await seedStorage(context, { [CONSENT_KEY]: consentRecord(364) });
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(2500);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).not.toBeNull();
});

test.describe('reopening', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the footer link reopens the preferences; choices are stored as settings and focus returns', async ({
    page,
    context,
  }) => {
    await seedStorage(context, {
      [CONSENT_KEY]: consentRecord(30, { analytics: true, functional: false, marketing: false }),
    });
    await page.goto('/platform');
    const footerButton = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie settings' });
    await footerButton.click();
    const region = page.getByRole('region', { name: 'Cookie preferences' });
    await expect(region.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
    await expect(region.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(region.getByRole('switch', { name: 'Functional' })).not.toBeChecked();

    await region.getByRole('switch', { name: 'Marketing' }).click();
    await region.getByRole('button', { name: 'Save My Preferences' }).click();
    await expect(region).toHaveCount(0);
    await expect(footerButton).toBeFocused();
    const record = await storedConsent(page);
    expect(record.consentMethod).toBe('settings');
    expect(record.preferences).toEqual({
      essential: true,
      analytics: true,
      functional: false,
      marketing: true,
    });

    // Escape closes a reopened banner too, and focus returns.
    await footerButton.press('Enter');
    await expect(region).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(region).toHaveCount(0);
    await expect(footerButton).toBeFocused();
  });

  test('withdrawing a category removes what it stored', async ({ page, context, baseURL }) => {
    await seedStorage(context, {
      [CONSENT_KEY]: consentRecord(1, { analytics: true, functional: true, marketing: true }),
      'yno-chat-messages': JSON.stringify([{ role: 'user', content: 'hello' }]),
    });
    await context.addCookies([{ name: '_ga', value: 'GA1.1.123', url: baseURL! }]);
    await page.goto('/');
    expect((await context.cookies()).some((cookie) => cookie.name === '_ga')).toBe(true);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const region = page.getByRole('region', { name: 'Cookie preferences' });
    await region.getByRole('switch', { name: 'Analytics' }).click();
    await region.getByRole('switch', { name: 'Functional' }).click();
    await region.getByRole('button', { name: 'Save My Preferences' }).click();
    await expect(region).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === '_ga')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('yno-chat-messages'))).toBeNull();
  });
});

test.describe('Global Privacy Control', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  });

  test('says so, keeps marketing off on Accept All, and still lets the visitor turn it on', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toContainText('Global Privacy Control');
    await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await storedConsent(page)).preferences).toEqual({
      essential: true,
      analytics: true,
      functional: true,
      marketing: false,
    });

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const region = page.getByRole('region', { name: 'Cookie preferences' });
    await expect(region).toContainText('Global Privacy Control');
    await region.getByRole('switch', { name: 'Marketing' }).click();
    await region.getByRole('button', { name: 'Save My Preferences' }).click();
    await expect(region).toHaveCount(0);
    expect((await storedConsent(page)).preferences.marketing).toBe(true);
  });
});

test('no script from another origin loads, before or after consent', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') origins.add(new URL(request.url()).origin);
  });
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/platform');
  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});

for (const [path, accept, essential, customize, settings] of [
  [
    '/es',
    'Aceptar todas las cookies',
    'Solo las esenciales',
    'Personalizar',
    'Configuración de cookies',
  ],
  [
    '/fr',
    'Accepter tous les cookies',
    'Essentiels uniquement',
    'Personnaliser',
    'Paramètres des cookies',
  ],
  ['/de', 'Alle Cookies akzeptieren', 'Nur notwendige', 'Anpassen', 'Cookie-Einstellungen'],
]) {
  test(`the banner speaks the page's language at ${path}`, async ({ page }) => {
    await page.goto(path);
    for (const name of [accept, essential, customize])
      await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible({
        timeout: 5000,
      });
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: settings }),
    ).toBeVisible();
  });
}
