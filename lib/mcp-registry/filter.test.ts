import {
  facetCounts,
  filterServers,
  isFiltered,
  normalise,
  parseRegistryQuery,
  registryHref,
  searchText,
} from './filter';
import { serverHostings, serverTransports, type McpServer } from './server-schema';
import { mcpServers } from './servers';

// Search text with a localized description, as the page builds it.
const descriptions: Record<string, string> = {
  postgres: 'Consulta PostgreSQL y analiza esquemas',
  clickhouse: 'Exécute des requêtes SQL en lecture seule',
};
const text = (server: McpServer) => searchText(server, [descriptions[server.id] ?? '']);
const ids = (list: McpServer[]) => list.map((s) => s.id);

describe('parseRegistryQuery', () => {
  it('reads q, category, transport and hosting', () => {
    expect(
      parseRegistryQuery({
        q: '  postgres ',
        category: 'databases',
        transport: 'sse',
        hosting: 'remote',
      }),
    ).toEqual({ q: 'postgres', category: 'databases', transport: 'sse', hosting: 'remote' });
  });

  it('ignores unknown values and takes the first of repeated parameters', () => {
    expect(
      parseRegistryQuery({ category: 'bogus', transport: ['stdio', 'sse'], hosting: '' }),
    ).toEqual({
      q: '',
      category: undefined,
      transport: 'stdio',
      hosting: undefined,
    });
  });

  it('bounds the length of the search term', () => {
    expect(parseRegistryQuery({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });

  it('knows when a query filters anything', () => {
    expect(isFiltered(parseRegistryQuery({}))).toBe(false);
    expect(isFiltered(parseRegistryQuery({ hosting: 'local' }))).toBe(true);
  });
});

describe('filterServers', () => {
  const run = (params: Record<string, string>) =>
    filterServers(mcpServers, parseRegistryQuery(params), text);

  it('returns everything without filters', () => {
    expect(run({})).toHaveLength(mcpServers.length);
  });

  it('filters by category', () => {
    const result = run({ category: 'databases' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((s) => s.category === 'databases')).toBe(true);
  });

  it('filters by transport, remote or local', () => {
    expect(ids(run({ transport: 'sse' }))).toEqual(['neon']);
    const http = run({ transport: 'streamable-http' });
    expect(http.every((s) => serverTransports(s).includes('streamable-http'))).toBe(true);
    expect(ids(http)).toContain('everything');
  });

  it('filters by hosting', () => {
    const remote = run({ hosting: 'remote' });
    expect(remote.every((s) => serverHostings(s).includes('remote'))).toBe(true);
    expect(ids(remote)).toEqual(expect.arrayContaining(['github', 'notion', 'stripe']));
    expect(ids(remote)).not.toContain('filesystem');
    expect(run({ hosting: 'local' })).toHaveLength(
      mcpServers.filter((s) => s.packages.length).length,
    );
  });

  it('searches names, packages and localized descriptions, all terms, without accents', () => {
    expect(ids(run({ q: 'GitHub' }))).toEqual(['github']);
    expect(ids(run({ q: 'mongodb' }))[0]).toBe('mongodb');
    expect(ids(run({ q: '@playwright/mcp' }))).toEqual(['playwright']);
    expect(ids(run({ q: 'esquemas postgresql' }))).toEqual(['postgres']);
    expect(ids(run({ q: 'requetes lecture' }))).toEqual(['clickhouse']);
    expect(run({ q: 'notion stripe' })).toEqual([]);
  });

  it('puts title matches first', () => {
    expect(ids(run({ q: 'postgres' }))[0]).toBe('postgres');
  });

  it('combines filters', () => {
    expect(ids(run({ category: 'databases', hosting: 'remote' })).sort()).toEqual([
      'neon',
      'supabase',
    ]);
    expect(run({ category: 'reference', hosting: 'remote' })).toEqual([]);
  });
});

describe('facetCounts', () => {
  it('counts each option under the other active filters', () => {
    const counts = facetCounts(mcpServers, parseRegistryQuery({ category: 'databases' }), text);
    // The category facet ignores the category filter itself...
    expect(counts.category.webSearch).toBe(
      mcpServers.filter((s) => s.category === 'webSearch').length,
    );
    // ...while the others are narrowed to databases.
    expect(counts.transport.sse).toBe(1);
    expect(counts.hosting.remote).toBe(2);
  });
});

describe('registryHref', () => {
  it('keeps only the filters that are set', () => {
    expect(registryHref('/de/mcp-registry', {})).toBe('/de/mcp-registry');
    expect(
      registryHref('/mcp-registry', { q: 'a b', category: 'databases', hosting: undefined }),
    ).toBe('/mcp-registry?q=a+b&category=databases');
  });
});

describe('normalise', () => {
  it('lower-cases and strips accents', () => {
    expect(normalise('Données ÉTÉ Straße')).toBe('donnees ete straße');
  });
});
