import { existsSync } from 'node:fs';

/**
 * The browser every test and measurement drives: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium. Nothing here downloads a browser.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Flags for a headless Chromium on a closed network: without the background-networking ones it
 * keeps trying to reach Google's hosts, and those refused connections add noise to every load.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
