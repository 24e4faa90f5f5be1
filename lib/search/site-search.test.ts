import { gzipSync } from 'node:zlib';
import { isDocument } from '@/lib/content/document';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { localizedPath } from '@/lib/i18n/paths';
import { integrations } from '@/lib/integrations/catalogue';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { indexablePages, type PageId } from '@/lib/site/pages';
import { searchEngine } from './search-engine';
import { unpackSearchEngine } from './search-pack';
import { clean } from './search-records';
import { compoundParts } from './search-terms';
import { loadSiteSearch, siteSearchPack } from './site-search-index';

describe.each(locales)('site search in %s', (locale) => {
  it('indexes every page, every section of every document, every server and integration', async () => {
    const { byId } = await loadSiteSearch(locale);
    const messages = await loadMessages(locale);
    for (const page of indexablePages()) {
      const record = byId.get(`page:${page.id}`);
      expect(record?.url).toBe(localizedPath(page.path, locale));
      const namespace = messages[page.id as PageId] as unknown;
      if (!isDocument(namespace)) continue;
      for (const [sectionId, section] of Object.entries(namespace.sections)) {
        const entry = byId.get(`section:${page.id}:${sectionId}`);
        expect(entry?.url).toBe(`${localizedPath(page.path, locale)}#${sectionId}`);
        expect(entry?.title).toBe(clean(section.heading));
      }
    }
    for (const server of mcpServers) expect(byId.has(`server:${server.id}`)).toBe(true);
    for (const item of integrations) expect(byId.has(`integration:${item.id}`)).toBe(true);
    expect(byId.get('section:api:start-run')?.kind).toBe('endpoint');
  });

  it('ranks a page first for its own title', async () => {
    const { engine } = await loadSiteSearch(locale);
    const messages = await loadMessages(locale);
    for (const id of ['pricing', 'security', 'careers', 'legalDpa', 'docsMcp'] as const) {
      const title = messages.nav.links[id].title.replaceAll('\u00ad', '');
      const [first] = searchEngine(engine, title);
      expect(first.url.replace(/#.*$/, '')).toBe(
        localizedPath(indexablePages().find((p) => p.id === id)!.path, locale),
      );
    }
  });

  it('finds words by their start and despite a small typo', async () => {
    const { engine } = await loadSiteSearch(locale);
    expect(searchEngine(engine, 'idempot')[0].url).toMatch(/#idempotency$/);
    expect(searchEngine(engine, 'retension').some((hit) => /#retention$/.test(hit.url))).toBe(true);
  });

  it('packs the index for the browser within 60 KB gzipped, and unpacks it to the same results', async () => {
    const pack = await siteSearchPack(locale);
    const json = JSON.stringify(pack);
    expect(gzipSync(json).length).toBeLessThanOrEqual(60_000);
    const { engine } = await loadSiteSearch(locale);
    const browser = unpackSearchEngine(JSON.parse(json));
    for (const query of ['idempotency', 'mcp', 'retention', 'Idempotenz']) {
      const served = searchEngine(engine, query).map((hit) => hit.url);
      expect(searchEngine(browser, query).map((hit) => hit.url)).toEqual(served);
    }
  });

  it('answers a query within a few milliseconds', async () => {
    const browser = unpackSearchEngine(await siteSearchPack(locale));
    const queries = [
      'idempot',
      'retension',
      'mcp server',
      'data processing',
      'github',
      'Plattform',
    ];
    // Best of five runs per query, so that other work on the machine does not count.
    const times = queries.map((query) => {
      let best = Infinity;
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        searchEngine(browser, query);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    });
    // The budget is 16 ms on a phone-class CPU (about 4x slower than this one).
    expect(Math.max(...times)).toBeLessThan(16 / 4);
  });
});

describe('German', () => {
  it('opens the German idempotency section for "Idempotenz"', async () => {
    const { engine } = await loadSiteSearch('de');
    expect(searchEngine(engine, 'Idempotenz')[0].url).toMatch(/^\/de\/.*#idempotency$/);
  });

  it('finds compounds by their parts', async () => {
    const vocabulary = new Set(['idempotenz', 'schlussel', 'daten', 'schutz']);
    expect(compoundParts('idempotenzschlussel', vocabulary)).toEqual(['idempotenz', 'schlussel']);
    expect(compoundParts('datenschutz', vocabulary)).toEqual(['daten', 'schutz']);
    expect(compoundParts('plattform', vocabulary)).toEqual([]);
    const { engine, records } = await loadSiteSearch('de');
    const compound = records.find((record) => /Idempotenzschlüssel/.test(record.text));
    if (compound)
      expect(searchEngine(engine, 'Schlüssel').map((hit) => hit.url)).toContain(compound.url);
  });
});
