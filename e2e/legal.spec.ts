import { expect, test, type APIRequestContext } from './test';
import { beyondPlainPage, scriptsLoaded } from './loaded-scripts';
import { locales, type Locale } from '../lib/i18n/locales';
import { localizedPath } from '../lib/i18n/paths';
import { storageInventory } from '../lib/legal/storage-inventory';
import {
  coreLegalDocuments as coreDocuments,
  getPage,
  legalDocuments,
  type PageId,
} from '../lib/site/pages';
import { subprocessors } from '../lib/site/subprocessors';

const updatedLabel: Record<Locale, string> = {
  en: 'Last updated:',
  es: 'Última actualización:',
  fr: 'Dernière mise à jour',
  de: 'Zuletzt aktualisiert:',
};

const urlOf = (id: PageId, locale: Locale) => localizedPath(getPage(id).path, locale);

async function serverHtml(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  return response.text();
}

/**
 * The words of the document (<article data-document>) in the server HTML. The article is read
 * wherever the stream placed it, as a crawler reads the HTML.
 */
function documentWords(html: string): number {
  const article =
    /<article[^>]*data-document="[^"]*"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  const text = article
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const sectionIds = (html: string) => [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);

test.describe('legal documents in every locale', () => {
  for (const id of coreDocuments) {
    for (const locale of locales) {
      const url = urlOf(id, locale);
      test(`${url}: words, one h1, table of contents, anchors and last updated`, async ({
        request,
      }) => {
        const html = await serverHtml(request, url);
        expect(documentWords(html), 'words in the document').toBeGreaterThanOrEqual(600);
        expect(html.match(/<h1[\s>]/g)?.length, 'h1 count').toBe(1);

        const ids = sectionIds(html);
        expect(ids.length).toBeGreaterThan(2);
        // Every heading carries its own anchor link.
        for (const sectionId of ids)
          expect(html).toMatch(new RegExp(`<h2 id="${sectionId}"[^>]*><a href="#${sectionId}"`));

        // Table-of-contents links resolve to ids on the page, and cover every section.
        const tocs = [...html.matchAll(/<nav[^>]*data-toc[^>]*>([\s\S]*?)<\/nav>/g)];
        expect(tocs.length).toBeGreaterThan(0);
        for (const toc of tocs) {
          const targets = [...toc[1].matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
          expect(targets).toEqual(ids);
          for (const target of targets) expect(html).toContain(`id="${target}"`);
        }

        expect(html).toContain(updatedLabel[locale]);
        expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}"/i);
      });
    }

    test(`${getPage(id).path} has the same sections in every locale`, async ({ request }) => {
      const english = sectionIds(await serverHtml(request, urlOf(id, 'en')));
      for (const locale of locales.filter((l) => l !== 'en'))
        expect(sectionIds(await serverHtml(request, urlOf(id, locale))), locale).toEqual(english);
    });
  }

  test('legal pages ship no JavaScript of their own', async ({ page }) => {
    test.setTimeout(60_000);
    // A Coming Soon placeholder loads only the shell's scripts; documents may add none. The
    // cookie policy is the exception: its button reopens the consent preferences.
    const shell = await scriptsLoaded(page, '/yno-ai');
    expect(shell.length).toBeGreaterThan(0);
    for (const id of coreDocuments.filter((doc) => doc !== 'cookies')) {
      const url = urlOf(id, 'en');
      expect(beyondPlainPage(await scriptsLoaded(page, url), shell), url).toEqual([]);
    }
  });
});

test.describe('legal centre', () => {
  for (const locale of locales) {
    test(`${urlOf('legal', locale)} lists every legal document with its date`, async ({
      request,
    }) => {
      const html = await serverHtml(request, urlOf('legal', locale));
      const list = /<ul[^>]*data-legal-documents[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
      for (const id of legalDocuments) expect(list).toContain(`href="${urlOf(id, locale)}"`);
      const items = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
      for (const id of coreDocuments.filter((doc) => doc !== 'legal')) {
        const item = items.find((li) => li.includes(`href="${urlOf(id, locale)}"`));
        expect(item, id).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}"/);
      }
    });
  }
});

test.describe('cookie policy', () => {
  for (const locale of locales) {
    test(`${urlOf('cookies', locale)} lists exactly what the site stores`, async ({ page }) => {
      await page.goto(urlOf('cookies', locale));
      const rows = page.locator('[data-storage-inventory] tbody tr');
      await expect(rows).toHaveCount(storageInventory.length);
      const names = await rows.locator('td:first-child code').allTextContents();
      expect(names.sort()).toEqual(storageInventory.map((entry) => entry.name).sort());
      // Name, type, purpose, category and lifetime for every entry.
      for (const row of await rows.all()) {
        const cells = await row.locator('td').allTextContents();
        expect(cells).toHaveLength(5);
        for (const cell of cells) expect(cell.trim()).not.toBe('');
      }
    });
  }

  test('shows lifetimes and categories in words', async ({ page }) => {
    await page.goto('/cookies');
    const row = (name: string) =>
      page.locator('[data-storage-inventory] tbody tr', {
        has: page.getByText(name, { exact: true }),
      });
    await expect(row('NEXT_LOCALE')).toContainText('1 year');
    await expect(row('sidebar:state')).toContainText('7 days');
    await expect(row('yno-chat-messages')).toContainText('Functional');
    await expect(row('yno-cookie-consent')).toContainText('Essential');
    await page.goto('/de/cookies');
    await expect(
      page.locator('[data-storage-inventory] tbody tr', { has: page.getByText('NEXT_LOCALE') }),
    ).toContainText('1 Jahr');
  });

  test('keeps a place for the Cookie settings button', async ({ request }) => {
    const html = await serverHtml(request, '/cookies');
    const choices = /<section[^>]*aria-labelledby="your-choices"[\s\S]*?<\/section>/.exec(
      html,
    )?.[0];
    expect(choices).toContain('data-cookie-settings-spot');
  });
});

test.describe('tables', () => {
  test('the SLA has uptime tiers and service credits by plan', async ({ page }) => {
    await page.goto('/legal/sla');
    const uptime = page.locator('section[aria-labelledby="uptime"] table');
    await expect(uptime.locator('tbody tr')).toHaveCount(3);
    await expect(uptime).toContainText('99.95%');
    const credits = page.locator('section[aria-labelledby="credits"] table');
    await expect(credits.locator('tbody tr')).toHaveCount(4);
    await expect(credits.locator('thead th')).toHaveText([
      'Monthly Uptime Percentage achieved',
      'Team',
      'Business',
      'Enterprise',
    ]);
  });

  test('subprocessors are named in a table of names, purposes, data and locations', async ({
    page,
  }) => {
    await page.goto('/fr/legal/subprocessors');
    const table = page.locator('section[aria-labelledby="platform"] table');
    await expect(table.locator('thead th')).toHaveText([
      'Sous-traitant ultérieur',
      'Finalité',
      'Données traitées',
      'Localisation',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(
      subprocessors.filter((entry) => entry.scope === 'customerData').length,
    );
    await expect(table.locator('tbody tr').first().locator('strong')).toHaveText(
      'Amazon Web Services',
    );
    await expect(table.locator('tbody tr').first()).toContainText('Amazon Web Services, Inc.');
  });
});

test('documents print without navigation or table of contents', async ({ page }) => {
  await page.goto('/legal/dpa');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#breach')).toBeVisible();
  await expect(page.locator('#site-sidebar')).toBeHidden();
  for (const toc of await page.locator('[data-toc]').all()) await expect(toc).toBeHidden();
});

test('a table-of-contents link scrolls to its section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms');
  await page.locator('aside [data-toc] a[href="#governing-law"]').click();
  await expect(page).toHaveURL(/#governing-law$/);
  await expect(page.locator('#governing-law')).toBeInViewport();
});

test('a translated legal document says English prevails and leads a reader to the English text', async ({
  page,
}) => {
  await page.goto('/en/about');
  await expect(page.locator('[data-prevailing-language]')).toHaveCount(0);
  await page.goto('/legal/dpa');
  await expect(page.locator('[data-prevailing-language]')).toHaveCount(0);
  for (const locale of ['es', 'fr', 'de']) {
    await page.goto(`/${locale}/legal/dpa`);
    await expect(page.locator('[data-prevailing-language]')).toBeVisible();
  }
  // The reader has chosen German (the prefix stores it); the link still reaches English.
  await page.locator('[data-prevailing-language] a').click();
  await expect(page).toHaveURL(/\/legal\/dpa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Data Processing Agreement');
});
