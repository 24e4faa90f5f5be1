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
 * One way to do each thing: where the framework's or the stack's piece has a single way in,
 * imports elsewhere are pointed to it.
 */
const oneWayImports = [
  {
    name: 'next/link',
    importNames: ['default'],
    message:
      "Use Link from '@/lib/i18n/navigation' (next-intl's createNavigation): it adds the locale prefix.",
  },
  {
    name: 'next/navigation',
    importNames: ['useRouter', 'usePathname', 'redirect', 'permanentRedirect'],
    message:
      "Use '@/lib/i18n/navigation' (next-intl's createNavigation): paths there are written without their locale.",
  },
  {
    name: 'next-intl/navigation',
    message: "Use '@/lib/i18n/navigation', the site's one createNavigation.",
  },
  {
    name: 'next/dynamic',
    message:
      'Declare the island in components/islands.ts (how it loads, when it is readied, which messages it reads) and render it through useIsland.',
  },
  {
    name: '@radix-ui/react-dialog',
    message: "Use Dialog from '@/components/ui/dialog', the site's one dialog primitive.",
  },
];
/** No reaching into the framework's internals: they change without notice between versions. */
const internalPatterns = [
  { group: ['next/dist/*'], message: "Use Next's public entry points, not next/dist/." },
];

const restrictedImports = (...paths) => ['error', { paths, patterns: internalPatterns }];
/** The restrictions without the one a module is the way in for. */
const except = (name, ...extra) =>
  restrictedImports(...extra, ...oneWayImports.filter((entry) => entry.name !== name));

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
      'no-restricted-imports': restrictedImports(zodImport, ...oneWayImports),
    },
  },
  {
    files: fullZodModules,
    rules: { 'no-restricted-imports': restrictedImports(...oneWayImports) },
  },
  // The ways in themselves.
  {
    files: ['lib/i18n/navigation.ts'],
    rules: { 'no-restricted-imports': except('next-intl/navigation', zodImport) },
  },
  {
    files: ['components/islands.ts'],
    rules: { 'no-restricted-imports': except('next/dynamic', zodImport) },
  },
  {
    files: ['components/ui/dialog.tsx'],
    rules: { 'no-restricted-imports': except('@radix-ui/react-dialog', zodImport) },
  },
  // The proxy's tests match header rules with Next's own path matcher, which has no public
  // entry point; the site's code reaches nothing under next/dist/.
  {
    files: ['proxy.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: oneWayImports }] },
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
