import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  // Route handlers and lib logic run in Node; component tests opt into jsdom per file.
  testEnvironment: 'node',
  // A worker per core (Jest's default leaves one idle): the unit suite takes half the time on
  // two cores.
  maxWorkers: '100%',
  // jsdom tests run on https, as the site does, so Secure cookies behave as in production.
  testEnvironmentOptions: { url: 'https://localhost/' },
  testMatch: [
    '<rootDir>/{app,components,lib,proxy}/**/*.test.{ts,tsx}',
    '<rootDir>/test/**/*.test.{ts,tsx}',
    '<rootDir>/proxy.test.ts',
  ],
  // Next's standalone output holds a copy of package.json; the build output is not source, nor
  // the copy of the checkout the editor's end-to-end test runs in (test-results/cms-copy).
  modulePathIgnorePatterns: [
    '<rootDir>/.standalone/',
    '<rootDir>/.next/',
    '<rootDir>/test-results/',
  ],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

/**
 * Packages that ship ES modules only, compiled by SWC for the tests that load them: next-intl
 * (the proxy's middleware, and the formatter of the Markdown twins) and shiki with the HTML writer
 * it brings (the code highlighter).
 */
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  '@schummar',
  'shiki',
  '@shikijs',
  'hast-util-[a-z-]+',
  'html-void-elements',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'stringify-entities',
  'character-entities[a-z0-9-]*',
  'zwitch',
  'ccount',
];

export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!.pnpm)(?!(${esmPackages.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.startsWith('/node_modules/')),
    ],
  };
}
