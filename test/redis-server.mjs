// A real redis-server (Debian's package) on a free loopback port, for the unit tests, the
// two-instance end-to-end tests and the soak. `stop` kills it the way an outage would, and
// `start` brings it back on the same port. With `persistent`, every write is appended to a
// file in a temporary folder before it is acknowledged (as the outbox needs in production), so
// the data survives the kill; without it nothing touches the disk.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} port */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * With `started: false` the port is chosen but nothing listens on it until `start()`: Redis
 * down from the first request on.
 * @param {{ persistent?: boolean, started?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, start(): Promise<void>, stop(): Promise<void> }>}
 */
export async function startRedisServer({ persistent = false, started = true } = {}) {
  const port = await freePort();
  const storage = persistent
    ? [
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--dir',
        mkdtempSync(path.join(os.tmpdir(), 'redis-')),
      ]
    : ['--appendonly', 'no'];
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...storage],
      { stdio: 'ignore' },
    );
    const spawned = child;
    const failed = new Promise((_, reject) => {
      spawned.once('error', (error) =>
        reject(
          new Error(
            `redis-server could not start (apt-get install redis-server): ${error.message}`,
          ),
        ),
      );
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await Promise.race([answersPing(port), failed]);
      if (up) return;
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  if (started) await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
