import { localizedPath } from '../lib/i18n/paths';
import { locales } from '../lib/i18n/locales';
import { allRoutes } from './routes';
import deConsent from '../messages/de/consent.json';
import enConsent from '../messages/en/consent.json';
import esConsent from '../messages/es/consent.json';
import frConsent from '../messages/fr/consent.json';
import { CONSENT_KEY } from './consent-helpers';
import { expect, test, type Page } from './test';

/**
 * Layout in every language at a phone, a tablet and a desktop width: no control's text spills
 * out of its box, no sidebar title is cut (a cut description is whole in the link's title, its
 * accessible description), and neither the chat launcher nor the cookie banner covers any part
 * of another control, at the top of the page or at its end, banner open or closed. One test per
 * language and width walks the four densest pages (at 768 px, /pricing's plan cards end beside
 * the launcher's corner).
 */
/**
 * A phone; a tablet, where the sidebar first takes its share (a short one, where the banner
 * leaves least room); a laptop, with the top bar's labels and the table of contents beside the
 * text. A taller or wider screen of the same layout only gives its text more room.
 */
const widths = [
  { width: 360, height: 740 },
  { width: 768, height: 800 },
  { width: 1280, height: 900 },
];
const paths = ['/', '/pricing', '/investors', '/legal/dpa'];

/** `coverers`: the fixed elements that must not cover any other control. */
type Audit = { coverers: string };
/** The banner's "Essential Only", as each language says it. */
const ESSENTIAL_ONLY = {
  en: enConsent.essentialOnly,
  es: esConsent.essentialOnly,
  fr: frConsent.essentialOnly,
  de: deConsent.essentialOnly,
};
const LAUNCHER = '[data-floating-control]';
const BOTH = '[data-floating-control], [data-consent-banner]';

/** Runs in the page; returns one line per problem. */
function audit({ coverers }: Audit): string[] {
  const problems: string[] = [];
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50)}"`;
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const style = getComputedStyle(el);
    // Visually hidden text (a skip link until focused) is clipped away.
    if (style.clipPath !== 'none' && style.clipPath !== '') return false;
    return style.visibility !== 'hidden' && el.checkVisibility({ opacityProperty: true });
  };

  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push(`page is ${document.documentElement.scrollWidth}px wide`);

  const controls = [
    ...document.querySelectorAll('a[href], button, summary, input, select, textarea'),
  ].filter(shown);

  for (const el of controls) {
    const style = getComputedStyle(el);
    if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
      problems.push(`text overflows ${label(el)} (${el.scrollWidth} > ${el.clientWidth})`);
  }

  // Sidebar entries: the title is never cut; a cut description is the link's title.
  for (const entry of document.querySelectorAll('[data-sidebar-label]')) {
    if (!shown(entry) || entry.children.length < 2) continue;
    const [title, description] = [...entry.children] as HTMLElement[];
    if (title.scrollWidth > title.clientWidth + 1 || title.getClientRects().length === 0)
      problems.push(`sidebar title cut: "${title.textContent}"`);
    if (description.scrollWidth > description.clientWidth + 1) {
      const control = entry.closest('a, button');
      if (control?.getAttribute('title') !== description.textContent)
        problems.push(`sidebar description cut and not in the title: "${description.textContent}"`);
    }
  }

  // The brand in the sidebar header stays inside the header.
  const brand = document.querySelector('#site-sidebar [data-sidebar-hide] a');
  if (brand && shown(brand)) {
    const header = brand.closest('div')!.getBoundingClientRect();
    const box = brand.getBoundingClientRect();
    if (box.bottom > header.bottom + 1 || box.top < header.top - 1)
      problems.push(`sidebar brand is ${Math.round(box.height)}px tall`);
  }

  const floating = [...document.querySelectorAll(coverers)].filter(shown);
  const floatingBoxes = floating.map((f) => f.getBoundingClientRect());
  // The page scrolls under the sticky top bar: what is behind it is the bar's to cover.
  const bar = document.querySelector('body header');
  const barBox = bar?.getBoundingClientRect();
  const behindBar = (el: Element, x: number, y: number) =>
    !!bar &&
    !!barBox &&
    !bar.contains(el) &&
    x >= barBox.left &&
    x <= barBox.right &&
    y >= barBox.top &&
    y <= barBox.bottom;
  for (const el of controls) {
    const own = floating.find((f) => f.contains(el));
    // A link that wraps is tested line by line: its bounding box has empty corners.
    const boxes =
      getComputedStyle(el).display === 'inline'
        ? [...el.getClientRects()]
        : [el.getBoundingClientRect()];
    // Its centre and corners, and every 4 px where it meets a floating element's box: a
    // control covered in part, away from its corners, is covered all the same.
    const points = boxes
      .flatMap((box) => {
        const inset = Math.min(2, box.width / 4, box.height / 4);
        const grid: number[][] = [];
        for (const f of floatingBoxes) {
          const left = Math.max(box.left + inset, f.left);
          const right = Math.min(box.right - inset, f.right);
          const top = Math.max(box.top + inset, f.top);
          const bottom = Math.min(box.bottom - inset, f.bottom);
          for (let x = left; x <= right; x += 4)
            for (let y = top; y <= bottom; y += 4) grid.push([x, y]);
        }
        return [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
          ...grid,
        ];
      })
      .filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight);
    for (const [x, y] of points) {
      if (behindBar(el, x, y)) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || el.contains(top)) continue;
      const cover = floating.find((f) => f !== own && f.contains(top) && !f.contains(el));
      if (cover) {
        problems.push(`${label(cover)} covers ${label(el)} at ${Math.round(x)},${Math.round(y)}`);
        break;
      }
    }
  }
  return problems;
}

/**
 * Runs in the page: every control that shares the launcher's columns is scrolled into view as
 * keyboard focus would bring it (to the end of the view, which honours scroll-padding), and
 * the launcher must not cover it there.
 */
function coveredWhenBroughtIntoView(): string[] {
  const launcher = document.querySelector('[data-floating-control]');
  if (!launcher) return [];
  const zone = launcher.getBoundingClientRect();
  if (zone.width < 1 || getComputedStyle(launcher).position !== 'fixed') return [];
  const problems: string[] = [];
  const controls = [...document.querySelectorAll('main a[href], main button, main input')];
  for (const el of controls) {
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.right <= zone.left || box.left >= zone.right) continue;
    el.scrollIntoView({ block: 'end', behavior: 'instant' });
    const now = el.getBoundingClientRect();
    const x = Math.min(Math.max(now.left + 2, zone.left + zone.width / 2), now.right - 2);
    for (let y = now.top + 2; y <= now.bottom - 2; y += 4) {
      if (y < 0 || y >= window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && launcher.contains(top)) {
        problems.push(`launcher covers "${(el.textContent ?? '').trim().slice(0, 40)}" in view`);
        break;
      }
    }
  }
  window.scrollTo(0, 0);
  return problems;
}

async function check(page: Page, state: string, options: Audit) {
  const problems = await page.evaluate(audit, options);
  expect.soft(problems, `${page.url()} (${state})`).toEqual([]);
}

/** Scrolls to the end of the page and stays there until the page has stopped growing. */
async function toBottom(page: Page) {
  await page.waitForFunction(async () => {
    const root = document.documentElement;
    window.scrollTo(0, root.scrollHeight);
    const height = root.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return root.scrollHeight === height && Math.ceil(window.scrollY + window.innerHeight) >= height;
  });
}

for (const locale of locales) {
  for (const viewport of widths) {
    test(`layout holds in ${locale} at ${viewport.width} × ${viewport.height} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      // Motion off, so nothing is caught mid-transition.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of paths) {
        const url = localizedPath(path, locale);

        // Banner open: it waits 1.5 s after load, then nothing may sit on its buttons; at the
        // end of the page, the page makes room for it.
        await page.evaluate((key) => localStorage.removeItem(key), CONSENT_KEY).catch(() => {});
        await page.goto(url);
        const banner = page.locator('[data-consent-banner]');
        await expect(banner).toBeVisible({ timeout: 5_000 });
        await check(page, 'banner open', { coverers: LAUNCHER });
        await toBottom(page);
        await check(page, 'banner open, scrolled to the bottom', { coverers: BOTH });

        // The visitor answers it: banner closed, at the bottom and at the top.
        await banner.getByRole('button', { name: ESSENTIAL_ONLY[locale] }).click();
        await expect(banner).toBeHidden();
        await toBottom(page);
        await check(page, 'scrolled to the bottom', { coverers: BOTH });
        expect
          .soft(await page.evaluate(coveredWhenBroughtIntoView), `${url} (brought into view)`)
          .toEqual([]);
        await check(page, 'banner closed', { coverers: BOTH });
      }
    });
  }
}

/**
 * The four pages above are the densest, not the only ones: a long token in any page's text (an
 * identifier in inline code, a URL), or two columns with no room for them, would widen a page
 * past the screen and make the whole of it scroll sideways. Every route, once per language, at
 * the two narrowest content widths: a phone's, and a tablet's once the sidebar takes its share.
 * Text and columns are the server's: read without running the page's scripts, which the
 * densest pages above run.
 */
test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of locales) {
    test(`no page is wider than a 360 or a 768 px screen in ${locale}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const route of allRoutes.filter((r) => r.locale === locale)) {
        // One load per route, measured at the phone's width, then at the tablet's.
        await page.setViewportSize({ width: 360, height: 900 });
        await page.goto(route.url);
        for (const width of [360, 768]) {
          await page.setViewportSize({ width, height: 900 });
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect.soft(scrollWidth, `${route.url} at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
    });
  }
});
