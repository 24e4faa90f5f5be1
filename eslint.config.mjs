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
  'lib/http/',
  'lib/redis/',
  // Locales, paths and routing; loading the catalogues fills in company facts, a feature.
  'lib/i18n/',
  '!lib/i18n/messages.ts',
  '!lib/i18n/request.ts',
  'lib/preferences/browser-storage.ts',
  'lib/preferences/use-browser-store.ts',
];

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
