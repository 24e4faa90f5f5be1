import path from 'node:path';
import type { NextJsWebpackConfig } from 'next/dist/server/config-shared';

type ChunkGraph = {
  getModuleChunksIterable(module: unknown): Iterable<{ name?: string | null }>;
};

/** Whether a module is part of a layout's client code, which every page under it loads. */
function inLayout(module: unknown, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    if (chunk.name?.endsWith('/layout')) return true;
  }
  return false;
}

/**
 * Two named chunks beside Next's own splitting. `shared`: puts the layout's client modules that a page's starting chunk uses too into one chunk every
 * page loads. Next only splits out a shared set of 20 KB or more, so a smaller one (the consent
 * store, the link) stayed inside the layout's chunk and again inside the page's, and a page
 * downloaded it twice. One named chunk instead of several small ones also keeps the request
 * count down and compresses better. Modules that only some pages share (the home and investors
 * pages' lead dialogs) stay with those pages, so a page never downloads another page's code.
 */
const SEARCH_ENGINE = `${path.sep}lib${path.sep}search${path.sep}`;

/**
 * Whether a module belongs in the islands' common chunk: the site's own code (not a package's),
 * but not the search engine, which the index and the engine share and which loads with them
 * on intent, never with the islands.
 */
function islandCommon(module: { resource?: string }): boolean {
  const resource = module.resource;
  return Boolean(
    resource &&
    !resource.includes(`${path.sep}node_modules${path.sep}`) &&
    !resource.includes(SEARCH_ENGINE),
  );
}

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
    // The islands' common parts (the dialog primitive, the button styles, the lead forms'
    // frame) once, in one chunk that loads beside whichever island needs it: each small part
    // was otherwise copied into every island chunk that used it, and a page that readies
    // four islands downloaded the dialog four times. The site's own code only: a package two
    // islands share (react-hook-form) keeps a chunk of its own, so a page without those
    // islands never downloads it.
    islands: {
      name: 'islands',
      chunks: 'async',
      minChunks: 2,
      minSize: 0,
      test: islandCommon,
      priority: -5,
      reuseExistingChunk: true,
    },
  };
  return config;
};
