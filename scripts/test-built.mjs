// `npm run test:built`: what a crawler or an agent reads in the built site (test/built/*.built.ts),
// checked without a browser against one `next start` of the build in .next. Runs on the build
// `npm test` made for the end-to-end suite; with no build, or with `--build`, it builds first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
if (args.includes('--build') || !existsSync(path.join('.next', 'BUILD_ID'))) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync(
  process.execPath,
  [
    path.join('node_modules', 'jest', 'bin', 'jest.js'),
    '--testMatch',
    '<rootDir>/test/built/**/*.built.ts',
    ...args.filter((arg) => arg !== '--build'),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
