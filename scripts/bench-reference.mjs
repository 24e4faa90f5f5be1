// The benchmark's reference: the bare Next app in scripts/bench-reference, built with the
// project's own Next (the same version and flags as `npm run build`) in a temporary folder and
// served by `next start`, so that both are measured on the same machine in the same run.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function startReference(port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yno-bench-reference-'));
  cpSync(path.join('scripts', 'bench-reference'), dir, { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
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
