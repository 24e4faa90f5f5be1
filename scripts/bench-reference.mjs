// The benchmark's reference: the bare Next app in scripts/bench-reference, built with the
// project's own Next and the same bundler as `npm run build` (Turbopack) in a temporary folder and
// served by `next start` with the site's own security headers, so that both are measured on the
// same machine in the same run and differ in their pages alone.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function startReference(port) {
  // Inside the project, because Turbopack compiles nothing outside its root: the reference
  // resolves the project's node_modules by walking up, as the site does.
  const dir = mkdtempSync(path.resolve('.bench-reference-'));
  cpSync(path.join('scripts', 'bench-reference'), dir, { recursive: true });
  // The headers the site's next.config.ts sets on a production build with a measurement ID, as
  // the bench builds it. Cross-Origin-Opener-Policy alone changes the applied LCP: a Lighthouse
  // run starts from a blank tab, and a page that asks for a browsing context group of its own
  // commits in a fresh renderer process instead of the blank tab's (docs/performance.md, "How it
  // is measured").
  writeFileSync(
    path.join(dir, 'next.config.ts'),
    `import { headerRules } from ${JSON.stringify(path.resolve('lib/security/headers'))};\n` +
      'export default {\n' +
      `  turbopack: { root: ${JSON.stringify(path.resolve('.'))} },\n` +
      '  poweredByHeader: false,\n' +
      '  headers: async () => headerRules({ production: true, googleAnalytics: true }),\n' +
      '};\n',
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  try {
    execFileSync('npx', ['next', 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
  return {
    stop() {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
