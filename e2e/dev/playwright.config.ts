import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/**
 * The content editor at /keystatic, which exists only in `next dev` (and on a server with
 * GitHub configured): `npm run test:cms`. The dev server runs on a temporary copy of the
 * checkout (e2e/dev/dev-copy.mjs), so saving through the editor writes files there only.
 * Apart from the main suite, which runs against a production build.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The copy the dev server runs in; the specs read the files the editor wrote there. */
export const COPY_DIR = path.resolve(__dirname, '../../test-results/cms-copy');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/cms',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  // `next dev` compiles each route on its first request (the editor, /news, /search): minutes
  // on a busy machine.
  timeout: 900_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    navigationTimeout: 600_000,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node dev-copy.mjs ${COPY_DIR} ${PORT}`,
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
