import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive a real Chromium against the production build (`npm run build`
 * first). Playwright never downloads a browser: it uses Debian's /usr/bin/chromium, or the
 * browser named by CHROMIUM_PATH.
 */
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Ports can be moved (E2E_PORT) so that two checkouts can run their suites side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second server bound to 127.0.0.1 only, as behind a reverse proxy. */
export const LOOPBACK_PORT = PORT + 1;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx next start -p ${PORT}`,
      url: `http://localhost:${PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { LEADS_OUTBOX_DIR: 'test-results/outbox' },
    },
    {
      command: `npx next start -H 127.0.0.1 -p ${LOOPBACK_PORT}`,
      url: `http://127.0.0.1:${LOOPBACK_PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
