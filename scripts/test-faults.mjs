// `npm run test:faults`: the fault suite (test/faults/*.fault.ts). Each scenario starts its own
// production servers (`next start` of the build in .next, on free ports), its own redis-server
// and a fake workflow API, breaks something on purpose, and asserts what the upstream received.
// Runs on the build `npm run test:e2e` made (CI runs it right after); with no build, or with
// `--build`, it builds first. Node runs with --expose-gc: one scenario forces collections
// during a chat stream. Figures go to the output and to test-results/faults.jsonl.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const build = args.includes('--build') || !existsSync(path.join('.next', 'BUILD_ID'));
if (build) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
rmSync(path.join('test-results', 'faults.jsonl'), { force: true });

const started = Date.now();
// A worker per core (jest.config.ts): each scenario has servers on ports of its own and its own
// redis-server, so two run side by side; the workers inherit --expose-gc.
const result = spawnSync(
  process.execPath,
  [
    '--expose-gc',
    path.join('node_modules', 'jest', 'bin', 'jest.js'),
    '--testMatch',
    '<rootDir>/test/faults/**/*.fault.ts',
    ...args.filter((arg) => arg !== '--build'),
  ],
  { stdio: 'inherit' },
);
console.log(`\ntest:faults took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.status ?? 1);
