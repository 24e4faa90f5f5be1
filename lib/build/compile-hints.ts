import type { NextJsWebpackConfig } from 'next/dist/server/config-shared';

/** V8's explicit compile hint (Chrome 136 and later; other browsers read a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the client chunks a page loads at start (entry chunks and their shared splits, not the
 * islands loaded on demand) with V8's compile hint. Chrome then compiles their functions on the
 * background thread that streams each script, instead of lazily on the main thread when the
 * framework first calls them: that lazy compilation was most of the boot's one long task.
 * The hint is added after minification (which would drop it) and before the real content
 * hash, so file names still match their contents.
 */
export const withCompileHints: NextJsWebpackConfig = (config, { isServer, webpack }) => {
  if (isServer) return config;
  config.plugins.push(
    new webpack.BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      entryOnly: true,
      test: /\.js$/,
      stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
    }),
  );
  return config;
};
