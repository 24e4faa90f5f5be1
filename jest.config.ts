import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  // Route handlers and lib logic run in Node; component tests opt into jsdom per file.
  testEnvironment: 'node',
  // jsdom tests run on https, as the site does, so Secure cookies behave as in production.
  testEnvironmentOptions: { url: 'https://localhost/' },
  testMatch: [
    '<rootDir>/{app,components,lib,proxy}/**/*.test.{ts,tsx}',
    '<rootDir>/test/**/*.test.{ts,tsx}',
    '<rootDir>/proxy.test.ts',
  ],
  // Next's standalone output holds a copy of package.json; the build output is not source.
  modulePathIgnorePatterns: ['<rootDir>/.standalone/', '<rootDir>/.next/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

/** next-intl ships ES modules only; the proxy's tests load its middleware through SWC. */
const esmPackages = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', '@schummar'];

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
