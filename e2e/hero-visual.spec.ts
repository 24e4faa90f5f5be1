import { expect, test } from './test';

const locales = [
  { prefix: '', title: 'An agentic workflow in YNO' },
  { prefix: '/es', title: 'Un flujo de trabajo agéntico en YNO' },
  { prefix: '/fr', title: 'Un workflow agentique dans YNO' },
  { prefix: '/de', title: 'Ein agentischer Workflow in YNO' },
];

test.describe('home hero visual', () => {
  for (const { prefix, title } of locales) {
    test(`draws the workflow with every label inside its box (${prefix || '/'})`, async ({
      page,
    }) => {
      await page.goto(prefix || '/');
      const visual = page.getByRole('img', { name: title });
      await expect(visual).toBeVisible();
      const overflows = await visual.evaluate((svg) => {
        const rects = [...svg.querySelectorAll('rect')].map((r) => (r as SVGRectElement).getBBox());
        const problems: string[] = [];
        for (const text of svg.querySelectorAll('text')) {
          const box = (text as SVGTextElement).getBBox();
          const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          // The smallest shape under the label's centre is the box it must fit in.
          const home = rects
            .filter(
              (r) =>
                centre.x >= r.x &&
                centre.x <= r.x + r.width &&
                centre.y >= r.y &&
                centre.y <= r.y + r.height,
            )
            .sort((a, b) => a.width * a.height - b.width * b.height)[0];
          if (!home || box.x < home.x + 4 || box.x + box.width > home.x + home.width - 4)
            problems.push(`"${text.textContent}" (${Math.round(box.width)} units wide)`);
        }
        return problems;
      });
      expect(overflows).toEqual([]);
    });
  }

  test('costs no request, no script and no layout shift, and is not the LCP element', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __lcp: Element[] };
      w.__cls = 0;
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element })[])
          if (entry.element) w.__lcp.push(entry.element);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const html = await (await page.request.get('/')).text();
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    const visual = page.locator('[data-hero-visual]');
    const markup = await visual.evaluate((figure) => figure.outerHTML);
    // The server renders it once into the HTML and once into the inline RSC payload.
    expect(html).toContain('hero-visual-title');
    expect(Buffer.byteLength(markup) * 2).toBeLessThanOrEqual(8 * 1024);
    // The site icon is the only image the page asks for.
    const images = requests.filter(
      (url) =>
        /\.(svg|png|webp|avif|jpe?g)(\?|$)/.test(url) && !new URL(url).pathname.startsWith('/icon'),
    );
    expect(images).toEqual([]);
    expect(await visual.locator('image, foreignObject, animate, script').count()).toBe(0);

    const { cls, lcpInVisual } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __lcp: Element[] };
      const figure = document.querySelector('[data-hero-visual]')!;
      return { cls: w.__cls, lcpInVisual: w.__lcp.some((element) => figure.contains(element)) };
    });
    expect(lcpInVisual).toBe(false);
    expect(cls).toBeLessThanOrEqual(0.01);
  });
});
