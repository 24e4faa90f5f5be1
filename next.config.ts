import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { markdownRouteRules } from './lib/twins/markdown-pages';
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
  return withNextIntl({
    // One decision, made at build time, for the pages' tag and every server's CSP (lib/env.ts).
    env: { SITE_ANALYTICS_ID: analyticsId ?? '' },
    poweredByHeader: false,
    // proxy.ts removes trailing slashes itself, so that the redirect carries the security
    // headers, which Next leaves off its own redirects.
    skipTrailingSlashRedirect: true,
    // `NEXT_OUTPUT=standalone` adds Next's self-contained server for Docker (see README).
    output: getEnv().NEXT_OUTPUT,
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
