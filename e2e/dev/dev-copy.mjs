/**
 * Runs `next dev` on a throw-away copy of this checkout, so that what a test saves through the
 * editor at /keystatic (local storage: files in the working copy) never touches the real
 * content/. Usage: node e2e/dev/dev-copy.mjs <copy dir> <port>, the copy dir inside this
 * checkout (test-results/…). The copy holds the project's files but neither node_modules nor
 * the lockfile: packages resolve from the checkout's node_modules further up, and Turbopack,
 * which compiles nothing outside its root (the folder of the nearest lockfile), takes the
 * checkout as its root. The copy is emptied when the server stops, all but its .next cache.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const [copyDir, port] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '../..');
const skipped = new Set([
  'node_modules',
  'package-lock.json',
  '.next',
  '.git',
  'test-results',
  '.data',
  '.standalone',
]);

/** Empties the copy but for Next's cache, which lets a second run compile far less. */
function clear() {
  for (const entry of existsSync(copyDir) ? readdirSync(copyDir) : []) {
    if (entry !== '.next') rmSync(path.join(copyDir, entry), { recursive: true, force: true });
  }
}

clear();
for (const entry of readdirSync(root)) {
  if (skipped.has(entry)) continue;
  cpSync(path.join(root, entry), path.join(copyDir, entry), { recursive: true });
}

const server = spawn(path.join(root, 'node_modules/.bin/next'), ['dev', '-p', port], {
  cwd: copyDir,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LEADS_DRAIN_INTERVAL: '0' },
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
}
server.on('exit', (code) => {
  clear();
  process.exit(stopping ? 0 : (code ?? 1));
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
