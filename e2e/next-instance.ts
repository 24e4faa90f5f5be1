import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Another `next start` of this checkout's production build, with an environment of its own,
 * for specs that need a server set up differently from the suite's (two instances on one
 * Redis, a serverless host, a drain interval). Started detached, so `stop` ends its children.
 */
export type NextInstance = { url: string; stop(): void };

export async function startNextInstance(
  port: number,
  env: Record<string, string>,
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<NextInstance> {
  const server: ChildProcess = spawn('npx', ['next', 'start', '-H', host, '-p', String(port)], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => null);
    if (up?.ok) return { url: `http://127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`next start did not answer on port ${port}`);
}
