import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import site from './scripts/lint/site-rules.mjs';

/**
 * lib/ in floors, bottom first. A module imports from its own folder and from the floors below
 * it, never from its own floor or above, so lib/ reads from the bottom up with no circle between
 * folders. Every folder (or top-level file) of lib/ stands on exactly one floor.
 */
const libFloors = [
  // Imports nothing from lib/: the logger, the site's origins, locales and paths, browser helpers.
  ['lib/log.ts', 'lib/site-origin.ts', 'lib/i18n/', 'lib/browser/'],
  // The one reader of process.env, and what needs only the ground floor.
  ['lib/env.ts', 'lib/redis/', 'lib/icons/', 'lib/islands/', 'lib/consent/'],
  // Route-handler plumbing; company facts, the page registry and the site's tokens.
  ['lib/http/', 'lib/site/'],
  // Documents under content/, read and checked (front-matter, Markdoc body), with site facts.
  ['lib/documents/'],
  // Catalogues as a request loads them (company facts filled in); docs navigation; leads.
  ['lib/messages/', 'lib/docs/', 'lib/leads/'],
  // The page document model every page is written in; analytics.
  ['lib/content/', 'lib/analytics/'],
  // One folder per page or feature, each built from content/; the editor of content/.
  [
    'lib/careers/',
    'lib/cms/',
    'lib/home/',
    'lib/implementation/',
    'lib/integrations/',
    'lib/legal/',
    'lib/mcp-registry/',
    'lib/news/',
    'lib/pricing/',
    'lib/settings/',
    'lib/support/',
  ],
  // What composes those features: the platform page reuses the home page's parts; the boot
  // script runs the consent and settings scripts.
  ['lib/platform/', 'lib/preferences/'],
  // Every page as one document, and its Markdown twin.
  ['lib/twins/'],
  // The site search, indexed from the twins' documents.
  ['lib/search/'],
  // Metadata, sitemap and the agent files (llms.txt), which list the twins.
  ['lib/seo/'],
  // What reads all of it: the assistant, the MCP endpoint, the security headers, and what a
  // server process does as it starts.
  ['lib/chat/', 'lib/mcp-server/', 'lib/security/', 'lib/server-start.ts'],
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
  // Content files are read from disk, on the server, by the build and the scripts alone.
  'lib/documents/**',
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
  {
    name: 'next-themes',
    importNames: ['useTheme'],
    message:
      "Use useTheme from '@/lib/browser/use-theme': its setTheme paints the new colours without transitions.",
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
      'site/lib-layers': ['error', { floors: libFloors }],
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
  {
    files: ['lib/browser/use-theme.ts'],
    rules: { 'no-restricted-imports': except('next-themes', zodImport) },
  },
  globalIgnores([
    '.next/**',
    '.standalone/**',
    '.bench-reference-*/**',
    'node_modules/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
]);
