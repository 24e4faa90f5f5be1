// The bench's interaction table: how long a visitor on a slow phone (and on a desktop) waits
// between a tap and the answer. Each run is a fresh visit in a new browser context, with the
// bench's applied throttling (slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; the
// CPU slowed to the calibrated phone, scripts/bench-calibration.mjs). The tap comes 3 s after the load event. Timed inside the page, from the
// first pointerdown/touchstart to the first animation frame in which the answer is visible;
// the Event Timing duration of the interaction (what INP counts) is recorded beside it.
// e2e/island-readiness.spec.ts drives the same interactions.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { median } from './median.mjs';

export const INTERACTION_BUDGET_MS = { island: 200, navigation: 400 };
const THROTTLE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};
const MOBILE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1350, height: 940 } };

/** A visible element matching `selector` (and `text`, when given), found in the page. */
const visible = (selector, text) => ({ selector, text });

/**
 * Each island's first use, and a link's navigation. `target` is a Playwright locator for the
 * control; `answer` the element whose appearance is the answer; `before` readies the page
 * (opening the menu whose link is tapped, waiting for the banner).
 */
export const interactions = [
  {
    name: 'access request',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Request an Invitation' }).first(),
    answer: visible('[role=dialog] input[name=fullName]'),
  },
  {
    name: 'investor deck',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Request Investor Deck' }).first(),
    scroll: true,
    answer: visible('[role=dialog] input[name=workEmail]'),
  },
  {
    name: 'mobile menu',
    path: '/',
    only: 'mobile',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    answer: visible('[role=dialog] nav a'),
  },
  {
    name: 'chat launcher',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open the AI assistant' }),
    answer: visible('#yno-chat-panel textarea'),
  },
  {
    name: 'search',
    path: '/',
    target: (page) => page.locator('a[data-search-launcher]:visible').first(),
    answer: visible('[role=dialog] input[role=combobox]'),
    // The index and its engine load on intent (the tap), by design; the dialog opens without them.
  },
  {
    name: 'language picker',
    path: '/',
    target: (page) => page.getByRole('button', { name: /Language: / }).first(),
    answer: visible('ul[aria-label="Language"] a', 'Deutsch'),
  },
  {
    name: 'theme picker',
    path: '/settings',
    target: (page) => page.getByRole('main').getByRole('radio', { name: 'Dark' }),
    scroll: true,
    answer: visible('html.dark'),
  },
  {
    name: 'cookie banner: Customize',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Customize' }),
    answer: visible('[role=switch]'),
    // Reaching for the banner fetches the code that saves a choice, by design; the detailed
    // view itself came while the banner was read.
  },
  {
    name: 'external link confirmation',
    path: '/',
    only: 'desktop',
    target: (page) =>
      page
        .getByRole('complementary')
        .getByRole('button', { name: /YNO AI/ })
        .first(),
    answer: visible('[role=dialog] button', 'Open in New Tab'),
  },
  {
    name: 'settings: reset',
    path: '/settings',
    target: (page) => page.getByRole('button', { name: 'Reset to defaults' }),
    scroll: true,
    answer: visible('[role=dialog] button', 'Reset settings'),
  },
  {
    name: 'settings: import',
    path: '/settings',
    scroll: true,
    before: (page) => page.getByLabel('Settings as JSON').fill('{"fontSize":"large"}'),
    target: (page) => page.getByRole('button', { name: 'Import', exact: true }),
    answer: visible('[role=status], [role=alert]', 'Settings imported.'),
  },
  {
    name: 'link → Platform (menu open)',
    path: '/',
    only: 'mobile',
    kind: 'navigation',
    before: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog').locator('nav a').first().waitFor();
      await page.waitForTimeout(1000);
    },
    target: (page) => page.getByRole('dialog').getByRole('link', { name: 'Platform' }),
    answer: visible('main h1'),
    pathAfter: '/platform',
  },
  {
    name: 'link → Platform (sidebar)',
    path: '/',
    only: 'desktop',
    kind: 'navigation',
    target: (page) =>
      page
        .getByRole('complementary')
        .getByRole('link', { name: /^Platform/ })
        .first(),
    answer: visible('main h1'),
    pathAfter: '/platform',
  },
];

/** Installed before any page script: the tap's start, and the Event Timing entries. */
export function probe() {
  const state = { armed: false, start: null, events: [] };
  window.__interaction = state;
  const mark = (event) => {
    if (state.armed && state.start === null) state.start = event.timeStamp;
  };
  addEventListener('pointerdown', mark, true);
  addEventListener('touchstart', mark, true);
  addEventListener('mousedown', mark, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) state.events.push({ duration: entry.duration, at: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Resolves with ms from the tap to the first frame in which the answer is visible: found in one
 * animation frame, timed at the start of the next, once the frame that shows it has had its
 * style, layout and paint.
 */
export function waitForAnswer({ selector, text, path }) {
  const state = window.__interaction;
  const shown = () => {
    if (path && location.pathname !== path) return false;
    for (const element of document.querySelectorAll(selector)) {
      if (text && !element.textContent?.includes(text)) continue;
      if (element === document.documentElement) return true;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0')
        return true;
    }
    return false;
  };
  return new Promise((resolve) => {
    const frame = () => {
      if (state.start !== null && shown()) {
        requestAnimationFrame(() => resolve({ ms: performance.now() - state.start }));
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function oneRun(browser, origin, interaction, formFactor, cpuRate) {
  const context = await browser.newContext(formFactor === 'mobile' ? MOBILE : DESKTOP);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.addInitScript(probe);
  try {
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(3000);
    const target = interaction.target(page);
    if (interaction.scroll) await target.scrollIntoViewIfNeeded();
    if (interaction.before) await interaction.before(page);
    const answer = { ...interaction.answer, path: interaction.pathAfter };
    await page.evaluate(() => {
      window.__interaction.armed = true;
    });
    const waiting = page.evaluate(waitForAnswer, answer);
    waiting.catch(() => undefined);
    if (formFactor === 'mobile') {
      await target.tap({ timeout: 10_000 });
    } else {
      await target.hover({ timeout: 10_000 });
      await page.waitForTimeout(100);
      await target.click({ timeout: 10_000 });
    }
    const { ms } = await Promise.race([
      waiting,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 15 s')), 15_000)),
    ]);
    await page.waitForTimeout(300);
    const eventMs = await page.evaluate(() => {
      const { start, events } = window.__interaction;
      const mine = events.filter((entry) => entry.at >= start - 1);
      return mine.length ? Math.max(...mine.map((entry) => entry.duration)) : 0;
    });
    // Leaving the page hands web-vitals its INP to report to /api/vitals.
    await page.goto('about:blank').catch(() => undefined);
    return { ms: Math.round(ms), eventMs: Math.round(eventMs) };
  } finally {
    await context.close();
  }
}

/**
 * Median of `runs` fresh visits per interaction and form factor; with `only` (comma-separated),
 * of the interactions whose name contains one of its parts.
 */
export async function measureInteractions(
  origin,
  { runs = 5, only, cpuRate, log = console.log } = {},
) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const wanted = (name) => !only || only.split(',').some((part) => name.includes(part));
  const rows = {};
  try {
    for (const interaction of interactions.filter((entry) => wanted(entry.name))) {
      for (const formFactor of ['mobile', 'desktop']) {
        if (interaction.only && interaction.only !== formFactor) continue;
        const samples = [];
        const errors = [];
        for (let run = 0; run < runs + 2 && samples.length < runs; run += 1) {
          try {
            samples.push(await oneRun(browser, origin, interaction, formFactor, cpuRate));
          } catch (error) {
            errors.push(String(error).split('\n')[0]);
          }
        }
        const key = `${interaction.name} (${formFactor})`;
        const budget = INTERACTION_BUDGET_MS[interaction.kind ?? 'island'];
        rows[key] = samples.length
          ? {
              ms: median(samples.map((sample) => sample.ms)),
              spread: `${Math.min(...samples.map((s) => s.ms))}–${Math.max(...samples.map((s) => s.ms))}`,
              eventTimingMs: median(samples.map((sample) => sample.eventMs)),
              budget,
            }
          : { ms: NaN, spread: errors[0] ?? 'no run', eventTimingMs: NaN, budget };
        log(
          `${key}: ${rows[key].ms} ms (${rows[key].spread}), event ${rows[key].eventTimingMs} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
