// The benchmark's reference: the bare Next app in scripts/bench-reference, built with the
// project's own Next (the same version and flags as `npm run build`) in a temporary folder and
// served by `next start` with the site's own security headers, so that both are measured on the
// same machine in the same run and differ in their pages alone.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function startReference(port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yno-bench-reference-'));
  cpSync(path.join('scripts', 'bench-reference'), dir, { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  // The headers the site's next.config.ts sets on a production build with a measurement ID, as
  // the bench builds it. Cross-Origin-Opener-Policy alone changes the applied LCP: a Lighthouse
  // run starts from a blank tab, and a page that asks for a browsing context group of its own
  // commits in a fresh renderer process instead of the blank tab's (docs/performance.md, "The reference's headers").
  writeFileSync(
    path.join(dir, 'next.config.ts'),
    `import { headerRules } from ${JSON.stringify(path.resolve('lib/security/headers'))};\n` +
      'export default {\n' +
      '  poweredByHeader: false,\n' +
      '  headers: async () => headerRules({ production: true, googleAnalytics: true }),\n' +
      '};\n',
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  execFileSync('npx', ['next', 'build', '--webpack'], { cwd: dir, stdio: 'ignore', env });
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
