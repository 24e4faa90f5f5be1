import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end tests drive a real Chromium against the production build (`npm run build`
 * first). Playwright never downloads a browser: it uses Debian's /usr/bin/chromium, or the
 * browser named by CHROMIUM_PATH.
 *
 * E2E_TARGET picks the server under test:
 * - `start` (default): the whole suite against `next start`, plus a loopback-only and a
 *   strictly rate-limited server;
 * - `standalone`: the smoke set and the analytics suite against Next's standalone server.js in
 *   E2E_APP_DIR (a copy laid out as the Dockerfile does, built with a GA4 measurement ID by
 *   scripts/test-standalone.mjs);
 * - `app-dir`: the smoke set against `next start` of another build in E2E_APP_DIR (the Vercel
 *   CLI's, from scripts/check-vercel.mjs).
 */
/** Ports can be moved (E2E_PORT) so that two checkouts can run their suites side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second server bound to 127.0.0.1 only, as behind a reverse proxy. */
export const LOOPBACK_PORT = PORT + 1;
/** Fake upstreams the main server relays to (e2e/fake-*.mjs). */
export const WORKFLOW_API_PORT = PORT + 2;
export const CHAT_UPSTREAM_PORT = PORT + 3;
export const E2E_CHAT_KEY = 'e2e-public-anon-key';
/** A server with small rate limits, for the robustness suite's bursts. */
export const STRICT_PORT = PORT + 4;
/** The GA4 measurement ID the standalone build is made with (scripts/test-standalone.mjs). */
export const E2E_GA_ID = 'G-E2ETEST01';

const target = process.env.E2E_TARGET ?? 'start';
const appDir = process.env.E2E_APP_DIR ?? 'test-results/standalone';

/** The main server relays to the fake upstreams. */
const mainEnv = {
  WORKFLOW_API_URL: `http://127.0.0.1:${WORKFLOW_API_PORT}`,
  AI_CHAT_URL: `http://127.0.0.1:${CHAT_UPSTREAM_PORT}/ai-chat`,
  AI_CHAT_KEY: E2E_CHAT_KEY,
  ACCESS_REQUEST_RATE_LIMIT: '1000',
  CHAT_RATE_LIMIT: '1000',
  // Every page view reports its vitals, and the whole suite is one client.
  VITALS_RATE_LIMIT: '100000',
  LEADS_OUTBOX_DIR: path.resolve('test-results/outbox'),
  // The suite reads the outbox: no server drains it behind the tests' backs.
  LEADS_DRAIN_INTERVAL: '0',
};

const fakeUpstreams = [
  {
    command: `node e2e/fake-workflow-api.mjs ${WORKFLOW_API_PORT}`,
    url: `http://127.0.0.1:${WORKFLOW_API_PORT}/health`,
    reuseExistingServer: false,
  },
  {
    command: `node e2e/fake-chat-upstream.mjs ${CHAT_UPSTREAM_PORT}`,
    url: `http://127.0.0.1:${CHAT_UPSTREAM_PORT}/health`,
    reuseExistingServer: false,
  },
];

const nextStartServers = [
  {
    command: `npx next start -p ${PORT}`,
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: mainEnv,
  },
  {
    // Bound to loopback only, as behind a reverse proxy, and on the embedded defaults:
    // no upstreams, so leads go to the outbox and the site assistant answers chat.
    command: `npx next start -H 127.0.0.1 -p ${LOOPBACK_PORT}`,
    url: `http://127.0.0.1:${LOOPBACK_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { LEADS_OUTBOX_DIR: 'test-results/outbox-embedded', LEADS_DRAIN_INTERVAL: '0' },
  },
  {
    command: `npx next start -p ${STRICT_PORT}`,
    url: `http://localhost:${STRICT_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      CHAT_RATE_LIMIT: '5',
      ACCESS_REQUEST_RATE_LIMIT: '3',
      LEADS_OUTBOX_DIR: 'test-results/outbox-strict',
      LEADS_DRAIN_INTERVAL: '0',
    },
  },
];

/** The server under test when it is not this checkout's `next start`. */
const otherServer = {
  // The standalone server reads PORT and HOSTNAME; bound to loopback as behind a proxy.
  command: target === 'standalone' ? 'node server.js' : `npx next start -H 127.0.0.1 -p ${PORT}`,
  cwd: appDir,
  url: `http://127.0.0.1:${PORT}/robots.txt`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    ...mainEnv,
    PORT: String(PORT),
    HOSTNAME: '127.0.0.1',
    // Deliberately not the build's GA4 ID: the tag and the CSP that lets it load both follow
    // what the build decided, never the server's own environment.
  },
};

/** Which specs run: the whole suite on `next start`; the smoke set (and analytics) elsewhere. */
const specs = {
  // e2e/dev: the content editor on `next dev`, with a config of its own (npm run test:cms).
  start: { testIgnore: ['analytics.spec.ts', 'dev/**'] },
  standalone: { testMatch: ['smoke.spec.ts', 'analytics.spec.ts'] },
  'app-dir': { testMatch: 'smoke.spec.ts' },
}[target];

export default defineConfig({
  testDir: './e2e',
  ...specs,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A test that walks a form through the relay and its retries takes 30 s on a busy two-core
  // machine: slow is not broken there, and the bench is what judges speed.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/retries-reporter.ts']],
  use: {
    baseURL: target === 'start' ? `http://localhost:${PORT}` : `http://127.0.0.1:${PORT}`,
    // Recording a trace costs a test a third of its time on two cores: only a retry records one.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [...fakeUpstreams, ...(target === 'start' ? nextStartServers : [otherServer])],
});
