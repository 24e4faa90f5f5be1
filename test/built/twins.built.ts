/** @jest-environment jsdom */
import { markdownPath } from '@/lib/twins/markdown-pages';
import {
  fetchPath,
  pageDocument,
  routes,
  startBuiltSite,
  stopBuiltSite,
  textOf,
  visibleWords,
  wordsOf,
} from './site';

/*
 * The Markdown twin of every page in every locale, read as an agent reads it, against the page's
 * server HTML. A file of its own, so that it runs beside pages.built.ts on a second core.
 */

jest.setTimeout(600_000);
beforeAll(startBuiltSite, 180_000);
afterAll(stopBuiltSite);

describe('Markdown twins', () => {
  it.each(routes.map((route) => [route.url, route] as const))(
    '%s: its twin opens with its title and holds every word a visitor reads on it',
    async (url, route) => {
      const twin = markdownPath(route.id, route.locale);
      const response = await fetchPath(twin);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      const markdown = response.body;
      const document = await pageDocument(url);
      const h1 = textOf(document.querySelector('main h1')).replaceAll('\u00ad', '');
      expect(markdown.split('\n')[0]).toBe(`# ${h1.replace(/\s+/g, ' ').trim()}`);
      const inTwin = wordsOf(markdown);
      expect([...visibleWords(document)].filter((word) => !inTwin.has(word))).toEqual([]);
      // Each heading id of the twin ({#breach}) is an anchor of the page.
      const ids = [...markdown.matchAll(/^#{2,6} .* \{#([^}\s]+)\}$/gm)].map((match) => match[1]);
      expect(ids.filter((id) => !document.getElementById(id))).toEqual([]);
      const alternate = document.querySelector('head link[rel="alternate"][type="text/markdown"]');
      expect(alternate?.getAttribute('href')).toMatch(new RegExp(`${twin.replace('.', '\\.')}$`));
    },
  );
});
