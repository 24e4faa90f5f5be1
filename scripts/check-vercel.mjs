// `npm run check:vercel`: builds the site the way Vercel does, with the Vercel CLI's own
// `vercel build` (a pinned version), in a temporary copy of the repository, then serves that
// build's .next with `next start` and runs the end-to-end smoke set against it. Not part of
// `npm test`: it installs the CLI and the project's dependencies a second time.
//
// It also checks the environment it runs with (exported variables and .env files, e.g. after
// `vercel env pull .env.local`) as Vercel would run it: leads stored in Redis need CRON_SECRET
// for the cron to drain them. A problem is printed first and last, and an error fails the run.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteModule } from './site-modules.mjs';

const VERCEL_CLI = 'vercel@59.25.4';

const { getEnv } = await siteModule('lib/env.ts');
const { vercelLeadProblems } = await siteModule('lib/leads/deployment-checks.ts');
const problems = vercelLeadProblems({ ...getEnv(), VERCEL: true });
function sayProblems() {
  for (const { level, event, fields } of problems) {
    console[level === 'error' ? 'error' : 'warn'](
      `\n${level.toUpperCase()} ${event}: ${fields.risk}`,
    );
  }
}
sayProblems();

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}${options.cwd ? `   (in ${options.cwd})` : ''}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The files a clone has: tracked and untracked-but-not-ignored (no node_modules, no .next).
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
});
const work = mkdtempSync(path.join(os.tmpdir(), 'yno-vercel-'));
for (const file of listed.stdout.split('\0').filter(Boolean)) {
  if (!existsSync(file)) continue;
  mkdirSync(path.join(work, path.dirname(file)), { recursive: true });
  cpSync(file, path.join(work, file));
}

// A linked project as `vercel link` would leave it; `vercel build` needs no account for it.
mkdirSync(path.join(work, '.vercel'));
writeFileSync(
  path.join(work, '.vercel', 'project.json'),
  JSON.stringify({
    projectId: 'prj_local_check',
    orgId: 'team_local_check',
    settings: { framework: 'nextjs', nodeVersion: '24.x' },
  }),
);

run('npx', ['--yes', VERCEL_CLI, 'build', '--yes'], { cwd: work });

const config = path.join(work, '.vercel', 'output', 'config.json');
if (!existsSync(config)) {
  console.error('vercel build wrote no .vercel/output/config.json');
  process.exit(1);
}
const { framework, version } = JSON.parse(readFileSync(config, 'utf8'));
console.log(`\nvercel build: output version ${version}, framework ${JSON.stringify(framework)}`);

run('npx', ['playwright', 'test'], { env: { E2E_TARGET: 'app-dir', E2E_APP_DIR: work } });
console.log(`\ncheck:vercel: the build passed the smoke set (kept in ${work})`);
// What no local build can check: the project's environment on Vercel.
console.log(
  [
    '',
    'On Vercel, durable leads need REDIS_URL: a function instance keeps no files, so without',
    'Redis a lead the workflow API does not take at once is answered 503 (the visitor keeps the',
    'form and retries) rather than stored where no drain would find it. Set CRON_SECRET for the',
    'cron in vercel.json that drains stored leads; Vercel sends no bearer without it.',
  ].join('\n'),
);
sayProblems();
if (problems.some((problem) => problem.level === 'error')) {
  console.error('\ncheck:vercel failed: the environment above would lose leads on Vercel.');
  process.exit(1);
}
