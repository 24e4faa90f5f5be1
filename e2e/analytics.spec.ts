import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { E2E_GA_ID } from '../playwright.config';
import {
  ACCESS_REQUEST_VISITOR,
  submitAccessRequest,
  uniqueEmail,
  workflowRuns,
} from './access-request-helpers';
import { CONSENT_KEY, consentRecord, seedStorage } from './consent-helpers';
import { FAKE_GOOGLE_TAG } from './fake-google-tag';

/*
 * A site built with a GA4 measurement ID (E2E_GA_ID): it runs against the standalone server,
 * which `npm run test:standalone` builds that way. Google's hosts are answered by routing
 * (e2e/fake-google-tag.ts) and never reached.
 */

const GOOGLE_HOST =
  /^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|google\.com)\//;

type Hit = { en: string; tid: string; gcs: string; url: string; params: Record<string, string> };

/** Answers and records every request to a Google host. */
async function routeGoogle(context: BrowserContext) {
  const requests: string[] = [];
  const hits: Hit[] = [];
  await context.route(GOOGLE_HOST, async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.includes('/gtag/js')) {
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_TAG });
    }
    const query = new URL(url).searchParams;
    const params = Object.fromEntries(
      [...query].filter(([key]) => key.startsWith('ep.')).map(([k, v]) => [k.slice(3), v]),
    );
    hits.push({
      en: query.get('en') ?? '',
      tid: query.get('tid') ?? '',
      gcs: query.get('gcs') ?? '',
      url,
      params,
    });
    return route.fulfill({ status: 204 });
  });
  return { requests, hits };
}

/** The Consent Mode commands the page queued, in order. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent')
      .map((entry) => ({ kind: entry[1] as string, state: entry[2] as Record<string, string> })),
  );

/**
 * Waits for hits. The tag loads once the page is idle after its load event, which on a busy
 * machine (two test workers, a server answering its first requests) can take longer than the
 * default wait of an assertion.
 */
const expectHit = expect.configure({ timeout: 15_000 });

/** The events sent under a name, in order (vitals and the consent event come and go besides). */
const sent = (hits: Hit[], name: string) => hits.filter((hit) => hit.en === name);

/** A client-side navigation, as a visitor following a sidebar link makes. */
async function softNavigateToPlatform(page: Page) {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Platform/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/platform$/);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on the YNO website' });
const analyticsConsent = consentRecord(1, { analytics: true, functional: false, marketing: false });

test('the CSP, the cookie policy and the banner name Google Analytics on a configured site', async ({
  page,
  request,
}) => {
  const response = await request.get('/cookies');
  const policy = response.headers()['content-security-policy'];
  expect(policy).toContain('https://*.googletagmanager.com');
  expect(policy).toContain('https://*.google-analytics.com');
  // The tag is not in the HTML: it loads only after consent.
  expect(await response.text()).not.toContain('googletagmanager.com/gtag');

  await page.goto('/cookies');
  const table = page.locator('[data-storage-inventory]');
  await expect(table).toContainText('_ga');
  await expect(table).toContainText(`_ga_${E2E_GA_ID.slice(2)}`);
  await expect(page.locator('#analytics-marketing').locator('..')).toContainText(
    'Google Analytics 4',
  );
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await expect(page.getByRole('region', { name: 'Cookie preferences' })).toContainText(
    'Google Analytics 4',
  );
});

test('with no consent, nothing reaches Google, even after 10 s and a navigation', async ({
  page,
  context,
}) => {
  test.setTimeout(45_000);
  const google = await routeGoogle(context);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(10_000);
  await softNavigateToPlatform(page);
  await page.goto('/pricing');
  await page.waitForTimeout(2_000);
  expect(google.requests).toEqual([]);
  const [defaults] = await consentCommands(page);
  expect(defaults.kind).toBe('default');
  expect(defaults.state.analytics_storage).toBe('denied');
  expect(defaults.state.ad_storage).toBe('denied');
});

test('accepting analytics loads the tag and sends a page_view; a stored choice does the same', async ({
  page,
  context,
}) => {
  const google = await routeGoogle(context);
  await page.goto('/platform');
  await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await expectHit.poll(() => sent(google.hits, 'page_view').length).toBe(1);
  expect(sent(google.hits, 'page_view')[0]).toMatchObject({ tid: E2E_GA_ID, gcs: 'granted' });
  expect(google.requests[0]).toContain(`/gtag/js?id=${E2E_GA_ID}`);
  // The choice itself is reported once, as the specification asks.
  expect(sent(google.hits, 'cookie-consent-granted')).toHaveLength(1);

  await page.reload();
  await expectHit.poll(() => sent(google.hits, 'page_view').length).toBe(2);
});

test('a successful access request sends one generate_lead, without personal data', async ({
  page,
  context,
  request,
}) => {
  await seedStorage(context, { [CONSENT_KEY]: analyticsConsent });
  const google = await routeGoogle(context);
  const email = uniqueEmail('ga');
  await page.goto('/');
  await expectHit.poll(() => sent(google.hits, 'page_view').length).toBe(1);
  await submitAccessRequest(page, email);
  expect(await workflowRuns(request, email)).toHaveLength(1);

  await expectHit.poll(() => sent(google.hits, 'generate_lead').length).toBe(1);
  expect(sent(google.hits, 'generate_lead')[0].params).toEqual({ lead_kind: 'access-request' });
  for (const hit of google.hits) {
    const url = decodeURIComponent(hit.url);
    for (const personal of [email, ...Object.values(ACCESS_REQUEST_VISITOR)]) {
      expect(url).not.toContain(personal);
    }
  }
});

test('withdrawing consent stops further hits and deletes the cookies', async ({
  page,
  context,
}) => {
  await seedStorage(context, { [CONSENT_KEY]: analyticsConsent });
  const google = await routeGoogle(context);
  await page.goto('/');
  await expectHit.poll(() => sent(google.hits, 'page_view').length).toBe(1);
  await page.getByRole('button', { name: 'Open the AI assistant' }).click();
  await expectHit.poll(() => sent(google.hits, 'chat_open').length).toBe(1);
  await page.keyboard.press('Escape');
  expect((await context.cookies()).some((cookie) => cookie.name === '_ga')).toBe(true);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const region = page.getByRole('region', { name: 'Cookie preferences' });
  await region.getByRole('switch', { name: 'Analytics' }).click();
  await region.getByRole('button', { name: 'Save My Preferences' }).click();
  await expect(region).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === '_ga')).toBe(false);
  const before = google.hits.length;

  // Nothing the site does, and nothing the tag itself queues, is sent any more.
  await page.getByRole('button', { name: 'Open the AI assistant' }).click();
  await page.evaluate(() =>
    (window as unknown as { gtag: (...a: unknown[]) => void }).gtag('event', 'scroll'),
  );
  await softNavigateToPlatform(page);
  await page.waitForTimeout(1_500);
  expect(google.hits.slice(before)).toEqual([]);
});

test.describe('Global Privacy Control', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  });

  test('the defaults stay denied, and Accept All leaves the advertising signals denied', async ({
    page,
    context,
  }) => {
    const google = await routeGoogle(context);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(google.requests).toEqual([]);
    expect(await consentCommands(page)).toHaveLength(1);

    await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    await expectHit.poll(() => sent(google.hits, 'page_view').length).toBe(1);
    const commands = await consentCommands(page);
    const update = commands[commands.length - 1];
    expect(update.kind).toBe('update');
    expect(update.state).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });
});
