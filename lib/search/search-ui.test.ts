/** @jest-environment jsdom */
import { markSnippet, snippetWindow } from './snippet';
import {
  clearRecentSearches,
  loadRecentSearches,
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_STORAGE_KEY,
  rememberSearch,
} from './recent-searches';
import { isSearchShortcut } from './search-shortcut';
import { groupHits } from './search-groups';
import type { SearchHit } from './search-engine';

describe('markSnippet', () => {
  it('marks the words the query matched, by prefix and accent-free', () => {
    const parts = markSnippet(
      'Send an Idempotency-Key; Schlüssel bleibt gleich.',
      ['schlussel'],
      'idempot',
    );
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual([
      'Idempotency',
      'Schlüssel',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      'Send an Idempotency-Key; Schlüssel bleibt gleich.',
    );
  });

  it('marks other forms of the word the query matched', () => {
    const parts = markSnippet('Idempotente Anfragen', ['idempotenz'], 'Idempotenz');
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['Idempotente']);
  });
});

describe('snippetWindow', () => {
  it('shows the text around the first match', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Retention is thirty days. ${'More words. '.repeat(20)}`;
    const window = snippetWindow(text, ['retention'], 'retension', 120);
    expect(window).toMatch(/^…/);
    expect(window).toContain('Retention is thirty days.');
    expect(window.length).toBeLessThanOrEqual(122);
    expect(snippetWindow('Short text.', [], 'x')).toBe('Short text.');
  });
});

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('are kept only with functional consent, newest first, once each', () => {
    expect(rememberSearch('retention', localStorage, false)).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
    rememberSearch('retention', localStorage, true);
    rememberSearch('MCP', localStorage, true);
    expect(rememberSearch('Retention', localStorage, true)).toEqual(['Retention', 'MCP']);
    for (let i = 0; i < 10; i += 1) rememberSearch(`q${i}`, localStorage, true);
    expect(loadRecentSearches(localStorage)).toHaveLength(MAX_RECENT_SEARCHES);
    clearRecentSearches(localStorage);
    expect(loadRecentSearches(localStorage)).toEqual([]);
  });

  it('ignore tampered data', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '{"x":1}');
    expect(loadRecentSearches(localStorage)).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '[1, "ok", ""]');
    expect(loadRecentSearches(localStorage)).toEqual(['ok']);
  });
});

describe('the search shortcut', () => {
  const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', init);
    Object.defineProperty(event, 'target', { value: target });
    return isSearchShortcut(event);
  };

  it('is Ctrl+K or ⌘K anywhere, and / outside fields', () => {
    const field = document.createElement('input');
    expect(press({ key: 'k', ctrlKey: true })).toBe(true);
    expect(press({ key: 'K', metaKey: true }, field)).toBe(true);
    expect(press({ key: '/' })).toBe(true);
    expect(press({ key: '/' }, field)).toBe(false);
    expect(press({ key: '/' }, document.createElement('textarea'))).toBe(false);
    expect(press({ key: 'k' })).toBe(false);
  });
});

describe('groupHits', () => {
  const hit = (kind: SearchHit['kind'], url: string) => ({ kind, url }) as SearchHit;

  it('ranks pages and sections together, in the order of the score', () => {
    const groups = groupHits([
      hit('section', '/a#x'),
      hit('page', '/b'),
      hit('server', '/mcp-registry#s'),
      hit('section', '/c#y'),
    ]);
    expect(groups.map((group) => [group.kind, group.hits.map((h) => h.url)])).toEqual([
      ['page', ['/a#x', '/b', '/c#y']],
      ['server', ['/mcp-registry#s']],
    ]);
  });

  it('keeps the other kinds apart, groups in the order of their best hit', () => {
    const groups = groupHits([
      hit('endpoint', '/api#run'),
      hit('page', '/b'),
      hit('endpoint', '/api#x'),
    ]);
    expect(groups.map((group) => group.kind)).toEqual(['endpoint', 'page']);
  });
});
