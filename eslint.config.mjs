import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import site from './scripts/lint/site-rules.mjs';

/**
 * lib/ in two layers. These shared foundations import no feature module; every other module of
 * lib/ is a feature, which may import foundations and other features (never in a circle).
 */
const libFoundations = [
  'lib/env.ts',
  'lib/log.ts',
  'lib/browser-events.ts',
  'lib/use-hydrated.ts',
  'lib/load-once.ts',
  'lib/http/',
  'lib/redis/',
  // Locales, paths and routing; loading the catalogues fills in company facts, a feature.
  'lib/i18n/',
  '!lib/i18n/messages.ts',
  '!lib/i18n/request.ts',
  'lib/preferences/browser-storage.ts',
  'lib/preferences/use-browser-store.ts',
];

/**
 * Schemas that can reach the browser use zod/mini, whose functions a bundle takes one by one.
 * Full zod (one object with every method) is for modules that run on the server alone: the
 * environment, route handlers, scripts, and modules marked `import 'server-only'`, so that a
 * client import of them fails the build.
 */
const fullZodModules = [
  'lib/env.ts',
  'lib/chat/chat-request-schema.ts',
  'lib/mcp-registry/server-schema.ts',
  // The MCP SDK describes each tool's input with full zod; server-only.
  'lib/mcp-server/**',
  'app/api/**',
  'scripts/**',
];
/** zod/mini wherever a module can reach the browser (see fullZodModules). */
const zodImport = {
  name: 'zod',
  message: 'Use zod/mini: this module can reach the browser (full zod is for server-only modules).',
};

/**
 * Framework pieces the site wraps or replaces, each for a measured gain a visitor gets
 * (docs/performance.md, "Replacements"): the wrapper is the one way in.
 */
const replacedImports = [
  {
    name: 'next/link',
    message:
      "Use Link from '@/components/ui/link': it adds the locale and fetches a page when the visitor reaches for its link, not when it scrolls by.",
  },
  {
    name: 'next/dynamic',
    message:
      "Use lazyIsland from '@/components/ui/lazy-island': code loaded ahead renders in the tap's own frame, where next/dynamic waits out React's fallback throttle.",
  },
  {
    name: 'next-intl',
    message:
      "Server code uses 'next-intl/server'. In the browser, the locale and path come from '@/lib/i18n/navigation' and an island's text from useIslandText ('@/lib/i18n/use-island-text'): next-intl's client runtime would cost every page 3 to 11 KB.",
  },
  {
    name: '@radix-ui/react-dialog',
    message:
      "Use Dialog from '@/components/ui/dialog': the browser's own modal <dialog> does what the site needs of it for 1.4 KB, where Radix's cost 13.4 KB in every island that opens one.",
  },
  {
    name: 'next-intl/navigation',
    message:
      "Use '@/lib/i18n/navigation' and Link from '@/components/ui/link': next-intl's navigation would push /legal/dpa over its JavaScript budget.",
  },
];

const restrictedImports = (...paths) => ['error', { paths }];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { site },
    rules: {
      // Rather than import/no-cycle, which passes over type-only imports by design.
      'site/no-import-cycle': 'error',
      'site/lib-layers': ['error', { foundations: libFoundations }],
      'site/server-site-links': 'error',
      'no-restricted-imports': restrictedImports(zodImport, ...replacedImports),
    },
  },
  {
    files: fullZodModules,
    rules: { 'no-restricted-imports': restrictedImports(...replacedImports) },
  },
  // The wrapper itself.
  {
    files: ['components/ui/router-link.tsx'],
    rules: {
      'no-restricted-imports': restrictedImports(
        zodImport,
        ...replacedImports.filter(({ name }) => name !== 'next/link'),
      ),
    },
  },
  globalIgnores([
    '.next/**',
    '.standalone/**',
    'node_modules/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
]);
