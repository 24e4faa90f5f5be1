import type { NextJsWebpackConfig } from 'next/dist/server/config-shared';

/**
 * Puts the client modules that two or more starting chunks share (the layout's and a page's,
 * say) into one chunk every page loads. Next only splits out a shared set of 20 KB or more, so
 * a smaller one (next/dynamic's loader, the button styles) stayed inside each chunk that used
 * it and a page downloaded it twice. One named chunk instead of several small ones also keeps
 * the request count down and compresses better.
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
      // Above webpack's default groups, below Next's framework and large-library groups.
      priority: -5,
      reuseExistingChunk: true,
    },
  };
  return config;
};
