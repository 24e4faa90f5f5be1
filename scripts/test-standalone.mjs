// `npm run test:standalone`: builds Next's standalone server, lays it out as the Dockerfile
// does (server.js with .next/static and public beside it) and runs the end-to-end smoke set
// against it. The standard build in .next is replaced by the standalone one. It is built with
// a GA4 measurement ID, as a configured production site is, so the same run proves that the
// smoke set holds with analytics configured and runs e2e/analytics.spec.ts.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const STANDALONE_DIR = '.standalone';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const skipBuild = process.argv.includes('--no-build');
// Kept in step with E2E_GA_ID in playwright.config.ts.
const GA_ID = 'G-E2ETEST01';
if (!skipBuild) {
  run('npm', ['run', 'build'], { NEXT_OUTPUT: 'standalone', NEXT_PUBLIC_GA_MEASUREMENT_ID: GA_ID });
}

rmSync(STANDALONE_DIR, { recursive: true, force: true });
cpSync(path.join('.next', 'standalone'), STANDALONE_DIR, { recursive: true });
cpSync(path.join('.next', 'static'), path.join(STANDALONE_DIR, '.next', 'static'), {
  recursive: true,
});
cpSync('public', path.join(STANDALONE_DIR, 'public'), { recursive: true });

run('npx', ['playwright', 'test'], { E2E_TARGET: 'standalone', E2E_APP_DIR: STANDALONE_DIR });
