import {
  categories,
  hostings,
  serverHostings,
  serverTransports,
  transports,
  type Category,
  type Hosting,
  type McpServer,
  type Transport,
} from './server-schema';

/** The registry's URL state: `?q=&category=&transport=&hosting=`. Unknown values are ignored. */
export type RegistryQuery = {
  q: string;
  category?: Category;
  transport?: Transport;
  hosting?: Hosting;
};

type SearchParams = Record<string, string | string[] | undefined>;

export const MAX_QUERY_LENGTH = 100;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function oneOf<T extends string>(list: readonly T[], value: string): T | undefined {
  return (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function parseRegistryQuery(params: SearchParams): RegistryQuery {
  return {
    q: first(params.q).trim().slice(0, MAX_QUERY_LENGTH),
    category: oneOf(categories, first(params.category)),
    transport: oneOf(transports, first(params.transport)),
    hosting: oneOf(hostings, first(params.hosting)),
  };
}

export function isFiltered(query: RegistryQuery): boolean {
  return Boolean(query.q || query.category || query.transport || query.hosting);
}

/** Lower case without accents, so 'bases de donnees' finds 'bases de données'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The text a query is matched against; `localized` holds the visitor's language's strings. Of
 * the registry name only the part after the namespace counts: almost every namespace is
 * io.github.*, so matching it would make 'github' find everything.
 */
export function searchText(server: McpServer, localized: string[]): string {
  return normalise(
    [
      server.id,
      server.name.split('/')[1],
      server.title,
      server.category,
      ...server.packages.map((p) => `${p.identifier} ${p.registryType}`),
      ...server.remotes.map((r) => r.url),
      ...localized,
    ].join(' '),
  );
}

type Facet = 'q' | 'category' | 'transport' | 'hosting';

function matches(
  server: McpServer,
  query: RegistryQuery,
  text: (server: McpServer) => string,
  skip?: Facet,
): boolean {
  if (skip !== 'category' && query.category && server.category !== query.category) return false;
  if (
    skip !== 'transport' &&
    query.transport &&
    !serverTransports(server).includes(query.transport)
  )
    return false;
  if (skip !== 'hosting' && query.hosting && !serverHostings(server).includes(query.hosting))
    return false;
  if (skip !== 'q' && query.q) {
    const haystack = text(server);
    return normalise(query.q)
      .split(/\s+/)
      .filter(Boolean)
      .every((term) => haystack.includes(term));
  }
  return true;
}

/** Matching entries; with a search term, those whose title contains it come first. */
export function filterServers(
  servers: readonly McpServer[],
  query: RegistryQuery,
  text: (server: McpServer) => string,
): McpServer[] {
  const found = servers.filter((server) => matches(server, query, text));
  if (!query.q) return found;
  const term = normalise(query.q);
  const inTitle = (server: McpServer) => (normalise(server.title).includes(term) ? 0 : 1);
  return found.toSorted((a, b) => inTitle(a) - inTitle(b));
}

/**
 * How many entries each option of a filter would show, given the other active filters, so a
 * visitor sees before choosing whether an option leads anywhere.
 */
export function facetCounts(
  servers: readonly McpServer[],
  query: RegistryQuery,
  text: (server: McpServer) => string,
) {
  const count = <T extends string>(
    facet: Exclude<Facet, 'q'>,
    options: readonly T[],
    has: (s: McpServer, o: T) => boolean,
  ) => {
    const pool = servers.filter((server) => matches(server, query, text, facet));
    return Object.fromEntries(
      options.map((o) => [o, pool.filter((s) => has(s, o)).length]),
    ) as Record<T, number>;
  };
  return {
    category: count('category', categories, (s, o) => s.category === o),
    transport: count('transport', transports, (s, o) => serverTransports(s).includes(o)),
    hosting: count('hosting', hostings, (s, o) => serverHostings(s).includes(o)),
  };
}

/** The registry URL for a query, with empty filters left out. */
export function registryHref(path: string, query: Partial<RegistryQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.transport) params.set('transport', query.transport);
  if (query.hosting) params.set('hosting', query.hosting);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
