import { gzipSync } from 'node:zlib';
import { pageDocument } from '@/lib/twins/page-document';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { localizedPath } from '@/lib/i18n/paths';
import { integrations } from '@/lib/integrations/catalogue';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { indexablePages, type PageId } from '@/lib/site/pages';
import { searchEngine, withSwappedLetters } from './search-engine';
import { groupHits } from './search-groups';
import { unpackSearchEngine } from './search-pack';
import { clean } from './search-records';
import { compoundParts, sameWord } from './search-terms';
import { snippetTextOf, withSnippets } from './snippet';
import { loadSiteSearch, siteSearchPack, siteSearchTexts } from './site-search-index';

describe.each(locales)('site search in %s', (locale) => {
  it('indexes every page with its search words, every section it shows, every server and integration', async () => {
    const { byId } = await loadSiteSearch(locale);
    const words = (await loadMessages(locale)).searchWords as Record<string, string>;
    for (const page of indexablePages()) {
      const id = page.id as PageId;
      const record = byId.get(`page:${id}`);
      expect(record?.url).toBe(localizedPath(page.path, locale));
      expect(record?.keywords).toBe(words[id]);
      const doc = await pageDocument(id, locale);
      for (const [sectionId, section] of Object.entries(doc.sections)) {
        if (sectionId.endsWith('-cta') || ['catalogue', 'registry-results'].includes(sectionId))
          continue;
        const entry = byId.get(`section:${id}:${sectionId}`);
        expect(entry?.url).toBe(`${localizedPath(page.path, locale)}#${sectionId}`);
        expect(entry?.title).toBe(clean(section.heading));
      }
    }
    for (const server of mcpServers) expect(byId.has(`server:${server.id}`)).toBe(true);
    for (const item of integrations) expect(byId.has(`integration:${item.id}`)).toBe(true);
    expect(byId.get('section:api:start-run')?.kind).toBe('endpoint');
    expect(byId.get('section:pricing:plans')?.text).toMatch(/1[.,\s\u00a0\u202f]?500/);
  });

  it('has search words for every page, and for sections that exist', async () => {
    const words = (await loadMessages(locale)).searchWords as Record<string, string>;
    for (const page of indexablePages())
      expect(words[page.id]?.split(',').length).toBeGreaterThan(4);
    for (const key of Object.keys(words).filter((k) => k.includes('#'))) {
      const [id, sectionId] = key.split('#');
      expect(Object.keys((await pageDocument(id as PageId, locale)).sections)).toContain(sectionId);
    }
  });

  it('shows every title once: no result repeats its title as its place', async () => {
    const { records } = await loadSiteSearch(locale);
    const browser = unpackSearchEngine(await siteSearchPack(locale));
    for (const record of records)
      expect(record.location.toLowerCase()).not.toBe(record.title.toLowerCase());
    const messages = await loadMessages(locale);
    for (const id of ['pricing', 'legalDpa', 'resources', 'careers'] as const) {
      const title = messages.nav.links[id].title.replaceAll('\u00ad', '');
      for (const hit of searchEngine(browser, title, { limit: 5 })) {
        expect(hit.title).toBe(records.find((record) => record.url === hit.url)?.title);
        expect(hit.location).not.toBe(hit.title);
      }
    }
  });

  it('ranks a page first for its sidebar name', async () => {
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

  it('brings up the erasure rights for "how do I delete my data"', async () => {
    const { engine } = await loadSiteSearch(locale);
    const question = {
      en: 'how do I delete my data',
      es: 'cómo borro mis datos',
      fr: 'comment supprimer mes données',
      de: 'wie lösche ich meine Daten',
    }[locale];
    const urls = searchEngine(engine, question, { limit: 3 }).map((hit) => hit.url);
    expect(urls).toContain(`${localizedPath('/privacy', locale)}#your-rights`);
  });

  it('shows pages and their sections in one list, best first', async () => {
    const { engine } = await loadSiteSearch(locale);
    const hits = searchEngine(engine, 'mcp');
    const [first] = groupHits(hits);
    expect(first.hits[0]).toBe(hits[0]);
    const kinds = new Set(first.hits.map((hit) => hit.kind));
    expect(kinds).toEqual(new Set(['page', 'section']));
  });

  it('packs the index for the browser within 60 KB gzipped, and unpacks it to the same results', async () => {
    const pack = await siteSearchPack(locale);
    const json = JSON.stringify(pack);
    expect(gzipSync(json).length).toBeLessThanOrEqual(60_000);
    const { engine } = await loadSiteSearch(locale);
    const browser = unpackSearchEngine(JSON.parse(json));
    for (const query of [
      'idempotency',
      'mcp',
      'retention',
      'Idempotenz',
      'pricing',
      'Sicherhiet',
    ]) {
      const served = searchEngine(engine, query);
      const unpacked = searchEngine(browser, query);
      expect(unpacked.map((hit) => hit.url)).toEqual(served.map((hit) => hit.url));
      // The same scores; a sum of floating-point terms may differ in its last bit between the two.
      unpacked.forEach((hit, index) => expect(hit.score).toBeCloseTo(served[index].score, 9));
    }
  });

  it('sends the texts within 100 KB gzipped, from which the browser cuts the snippets the server shows', async () => {
    const pack = await siteSearchPack(locale);
    const texts = await siteSearchTexts(locale);
    expect(gzipSync(JSON.stringify(texts)).length).toBeLessThanOrEqual(100_000);
    expect(texts.texts).toHaveLength(pack.rows.length);
    const { engine, snippetText } = await loadSiteSearch(locale);
    const browser = unpackSearchEngine(pack);
    const textOf = snippetTextOf(texts, (row) => pack.rows[row][1]);
    for (const query of ['breach notification', 'contact sales', 'Idempotenz', 'support']) {
      const served = withSnippets(searchEngine(engine, query), (hit) => snippetText(hit.id), query);
      const shown = withSnippets(
        searchEngine(browser, query),
        (hit) => textOf(Number(hit.id)),
        query,
      );
      expect(shown.map((hit) => [hit.url, hit.excerpt])).toEqual(
        served.map((hit) => [hit.url, hit.excerpt]),
      );
    }
  });
});

describe('German', () => {
  it('opens the idempotency section of the API reference for "Idempotenz"', async () => {
    const { engine } = await loadSiteSearch('de');
    expect(searchEngine(engine, 'Idempotenz')[0].url).toBe('/de/api#idempotency');
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

describe('word forms and slips', () => {
  it('takes two forms of one word as the same, not two words that only begin alike', () => {
    expect(sameWord('idempotencia', 'idempotentes')).toBe(true);
    expect(sameWord('erase', 'erased')).toBe(true);
    expect(sameWord('integration', 'integrity')).toBe(false);
    expect(sameWord('data', 'date')).toBe(false);
  });

  it('tries neighbouring letters swapped only in words of five letters or more', () => {
    expect(withSwappedLetters('Sicherhiet')?.split(' ')).toContain('Sicherheit');
    expect(withSwappedLetters('api mcp')).toBeUndefined();
  });
});
