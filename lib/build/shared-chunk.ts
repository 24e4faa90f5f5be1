import path from 'node:path';
import type { NextJsWebpackConfig } from 'next/dist/server/config-shared';

type Chunk = {
  name?: string | null;
  canBeInitial(): boolean;
  groupsIterable: Iterable<{ origins: { request?: string | null }[] }>;
};

type ChunkGraph = {
  getModuleChunksIterable(module: unknown): Iterable<Chunk>;
};

/** Whether a module is part of a layout's client code, which every page under it loads. */
function inLayout(module: unknown, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    if (chunk.name?.endsWith('/layout')) return true;
  }
  return false;
}

/**
 * The search engine and its index code, which the search dialog's first query loads on intent:
 * kept out of the islands' chunk, which loads while the page is idle.
 */
const SEARCH_ENGINE = `${path.sep}lib${path.sep}search${path.sep}`;

/**
 * The islands that the site shell readies on every page once it is idle, by the request of
 * their dynamic import: the cookie banner's detailed view, the chat panel, the search dialog,
 * the external-link confirmation (the sidebar has external links) and the Web Vitals reporter.
 * Every page fetches all of them within its first seconds, so their code is one chunk (with the
 * islands' common parts) rather than one request each; where the vitals are sampled below 1, a
 * visit outside the sample downloads the 2.6 KB library unused. The cookie banner itself is not
 * one: it shows as soon as the page has hydrated, and a returning visitor never needs it.
 */
export const EVERY_PAGE_ISLANDS = new Set([
  './consent-details',
  './chat-panel',
  './search-dialog',
  './confirm-dialog',
  './web-vitals-reporter',
]);

/**
 * The two lead dialogs, readied together where their buttons are (the home page has both):
 * their fields and react-hook-form are one chunk, `lead-forms`, not three.
 */
export const LEAD_DIALOGS = new Set(['./access-request-dialog', './investor-deck-dialog']);

function asyncChunks(module: unknown, chunkGraph: ChunkGraph): Chunk[] {
  return [...chunkGraph.getModuleChunksIterable(module)].filter((chunk) => !chunk.canBeInitial());
}

/** Whether a module is only in chunks that dynamic imports of `requests` load. */
function onlyImportedBy(chunks: Chunk[], requests: Set<string>): boolean {
  return (
    chunks.length > 0 &&
    chunks.every((chunk) =>
      [...chunk.groupsIterable].every(
        ({ origins }) =>
          origins.length > 0 && origins.every(({ request }) => !!request && requests.has(request)),
      ),
    )
  );
}

const ownCode = (resource: string) => !resource.includes(`${path.sep}node_modules${path.sep}`);

/**
 * The `islands` chunk: the site's own code that two islands share (the search engine aside),
 * and whatever only the islands every page readies use (the Web Vitals library included).
 */
function inIslandsChunk(
  module: { resource?: string },
  { chunkGraph }: { chunkGraph: ChunkGraph },
): boolean {
  if (!module.resource) return false;
  const chunks = asyncChunks(module, chunkGraph);
  if (onlyImportedBy(chunks, EVERY_PAGE_ISLANDS)) return true;
  return ownCode(module.resource) && chunks.length >= 2 && !module.resource.includes(SEARCH_ENGINE);
}

function inLeadFormsChunk(module: unknown, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
  return onlyImportedBy(asyncChunks(module, chunkGraph), LEAD_DIALOGS);
}

/**
 * Named chunks beside Next's own splitting: `shared` for the first load, `islands` and
 * `lead-forms` for what pages ready once idle.
 *
 * `shared` puts the layout's client modules that a page's starting chunk uses too into one
 * chunk every page loads. Next only splits out a shared set of 20 KB or more, so a smaller one
 * (the consent store, the link) stayed inside the layout's chunk and again inside the page's,
 * and a page downloaded it twice. One named chunk instead of several small ones also keeps the
 * request count down and compresses better. Modules that only some pages share (the home and
 * investors pages' lead dialogs) stay with those pages, so a page never downloads another
 * page's code.
 */
export const withSharedChunk: NextJsWebpackConfig = (config, { isServer }) => {
  const splitChunks = config.optimization?.splitChunks;
  if (isServer || !splitChunks) return config;
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    shared: {
      name: 'shared',
      chunks: 'initial',
      minChunks: 2,
      minSize: 0,
      test: inLayout,
      // Above webpack's default groups, below Next's framework and large-library groups.
      priority: -5,
      reuseExistingChunk: true,
    },
    // The two lead dialogs with what only they use (react-hook-form), which pages without
    // them never download.
    'lead-forms': {
      name: 'lead-forms',
      chunks: 'async',
      minChunks: 1,
      minSize: 0,
      test: inLeadFormsChunk,
      // Above the islands' chunk, so the two dialogs' common parts stay with them.
      priority: -4,
      reuseExistingChunk: true,
    },
    // The islands' common parts (the dialog primitive, the button styles, the lead forms'
    // frame) once, in one chunk that loads beside whichever island needs it: each small part
    // was otherwise copied into every island chunk that used it, and a page that readies
    // four islands downloaded the dialog four times. Packages join it only when the islands
    // every page readies are all that use them.
    islands: {
      name: 'islands',
      chunks: 'async',
      minChunks: 1,
      minSize: 0,
      test: inIslandsChunk,
      priority: -5,
      reuseExistingChunk: true,
    },
  };
  return config;
};
