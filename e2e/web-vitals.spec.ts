import { expect, test } from './test';
import { vitalsReportSchema } from '../lib/analytics/vitals-schema';

/*
 * The site as most deployments start: no GA4 measurement ID. Field data still reaches the
 * site's own /api/vitals, and nothing names or loads Google.
 */

test('with no measurement ID, no page and no policy names a Google host', async ({ request }) => {
  const html: Record<string, string> = {};
  for (const url of ['/cookies', '/', '/de/cookies']) {
    const response = await request.get(url);
    const policy = response.headers()['content-security-policy'];
    expect(policy, url).not.toMatch(/google/i);
    html[url] = await response.text();
    expect(html[url], url).not.toMatch(/googletagmanager|google-analytics|Google Analytics/);
  }
  // The cookie policy says that no analytics runs, and lists no analytics cookie.
  expect(html['/cookies']).toContain('The Website sets none today.');
  expect(html['/cookies']).not.toContain('_ga_');
});

test('Web Vitals of a real visit reach /api/vitals, without consent or cookies', async ({
  page,
  context,
}) => {
  const reports: unknown[] = [];
  const statuses: number[] = [];
  await context.route('**/api/vitals', async (route) => {
    reports.push(JSON.parse(route.request().postData() ?? 'null'));
    await route.continue();
  });
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/vitals') statuses.push(response.status());
  });

  await page.goto('/platform');
  // FCP and TTFB are final at once, but wait for the others: a visit being read sends nothing.
  await page.waitForTimeout(1000);
  expect(reports).toEqual([]);
  await page.getByRole('button', { name: 'Open the AI assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'YNO Assistant' })).toBeVisible();
  // The visitor stays a moment. The INP library takes in the click's timing entry when the page
  // is next idle, and a page hidden before that reports no INP, so leave after that idle moment.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          requestIdleCallback(() => resolve(), { timeout: 5000 });
        }).observe({ type: 'first-input', buffered: true });
      }),
  );
  // The visitor switches to another tab: the page is hidden, LCP, CLS and INP are final, and
  // all five go.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() => new Set(reports.map((report) => (report as { name: string }).name)))
    .toEqual(new Set(['FCP', 'TTFB', 'LCP', 'CLS', 'INP']));

  for (const report of reports) {
    expect(vitalsReportSchema.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({ path: '/platform' });
  }
  // The beacons went out together as the page was hidden; each is answered.
  await expect.poll(() => statuses.length).toBe(reports.length);
  expect(statuses.every((status) => status === 204)).toBe(true);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => name.startsWith('_ga'))).toEqual([]);
});
