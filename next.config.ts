import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { markdownRouteRules } from './lib/twins/markdown-pages';
import { cmsSetup } from './lib/cms/cms-setup';
import { analyticsMeasurementId, getEnv } from './lib/env';
import { compressedRouteRules } from './lib/http/compressed-route-rules';
import { defaultLocaleRewrites } from './lib/i18n/default-locale-rewrite';
import { spriteCacheRule } from './lib/icons/sprite-cache-rule';
import { filteredIntegrationsRewrites } from './lib/integrations/filtered-route';
import { headerRules } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/messages/request.ts');

export default function config(phase: string): NextConfig {
  const production = phase !== PHASE_DEVELOPMENT_SERVER;
  const analyticsId = analyticsMeasurementId(getEnv());
  // The editor's routes (app/keystatic, app/api/keystatic: `*.editor.tsx`) exist only where
  // the editor does: in `next dev`, and in a build made with GitHub storage configured.
  // Elsewhere they are not built at all: nothing of the admin is compiled or shipped, and
  // /keystatic is the site's 404.
  const editor = !production || cmsSetup(getEnv()) !== null;
  return withNextIntl({
    pageExtensions: ['tsx', 'ts', ...(editor ? ['editor.tsx', 'editor.ts'] : [])],
    // One decision, made at build time, for the pages' tag and every server's CSP (lib/env.ts).
    env: { SITE_ANALYTICS_ID: analyticsId ?? '' },
    poweredByHeader: false,
    // proxy.ts removes trailing slashes itself, so that the redirect carries the security
    // headers, which Next leaves off its own redirects.
    skipTrailingSlashRedirect: true,
    // `NEXT_OUTPUT=standalone` adds Next's self-contained server for Docker (see README).
    output: getEnv().NEXT_OUTPUT,
    // `BROWSER_SOURCE_MAPS=1` for `npm run long-tasks` (docs/performance.md).
    productionBrowserSourceMaps: getEnv().BROWSER_SOURCE_MAPS,
    experimental: { globalNotFound: true, inlineCss: true },
    // The documents under content/ are read from disk by the server as well (search, MCP, the
    // assistant): every route's trace carries them, for the standalone and Vercel outputs.
    outputFileTracingIncludes: { '/**': ['./content/**/*'] },
    reactStrictMode: true,
    async rewrites() {
      return {
        beforeFiles: [...filteredIntegrationsRewrites(), ...defaultLocaleRewrites()],
        afterFiles: [],
        fallback: [],
      };
    },
    async headers() {
      return [
        ...headerRules({
          production,
          googleAnalytics: Boolean(analyticsId),
        }),
        spriteCacheRule,
        ...compressedRouteRules,
        ...markdownRouteRules,
      ];
    },
  });
}
