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
 * Puts the layout's client modules that a page's starting chunk uses too into one chunk every
 * page loads. Next only splits out a shared set of 20 KB or more, so a smaller one (the consent
 * store, the link) stayed inside the layout's chunk and again inside the page's, and a page
 * downloaded it twice. One named chunk instead of several small ones also keeps the request
 * count down and compresses better. Modules that only some pages share (the home and investors
 * pages' lead dialogs) stay with those pages, so a page never downloads another page's code.
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
  };
  return config;
};
