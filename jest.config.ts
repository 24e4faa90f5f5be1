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
  ],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default createJestConfig(config);
