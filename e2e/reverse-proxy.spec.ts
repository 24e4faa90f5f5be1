import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './test';
import { PORT } from '../playwright.config';

/*
 * TRACE and TRACK on each target. Node's HTTP parser and Next reject them before the site's
 * code runs, so the documented reverse proxy (deploy/nginx.conf) refuses them itself.
 */
const NGINX = '/usr/sbin/nginx';
const PROXY_PORT = PORT + 5;

function send(port: number, method: string, url: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
];

test.describe('TRACE and TRACK', () => {
  test('next start: Node and Next refuse them before the site runs', async () => {
    // Documented in the README: a bare 400 for TRACK from Node's parser, a bare 500 for TRACE
    // on a page from Next's request handling; files answer 405 with every header.
    expect((await send(PORT, 'TRACK', '/')).status).toBe(400);
    expect((await send(PORT, 'TRACE', '/platform')).status).toBe(500);
    const file = await send(PORT, 'TRACE', '/robots.txt');
    expect(file.status).toBe(405);
    for (const name of SECURITY_HEADERS) expect(file.headers[name], name).toBeTruthy();
  });

  test.describe('behind the documented nginx configuration', () => {
    // One nginx on one port: its tests share a worker.
    test.describe.configure({ mode: 'serial' });
    let nginx: ChildProcess | undefined;
    let exited: string | undefined;

    test.beforeAll(async () => {
      test.skip(!existsSync(NGINX), 'nginx is not installed (.ci/run installs it)');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'yno-nginx-'));
      const site = readFileSync('deploy/nginx.conf', 'utf8')
        .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${PORT};`)
        .replace('listen 8080;', `listen 127.0.0.1:${PROXY_PORT};`);
      writeFileSync(path.join(dir, 'site.conf'), site);
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        [
          'daemon off;',
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log;`,
          'events {}',
          'http {',
          '  access_log off;',
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
            (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
          ),
          `  include ${dir}/site.conf;`,
          '}',
        ].join('\n'),
      );
      nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
      nginx.on('exit', (code) => (exited = `nginx exited with code ${code}`));
      // A port already taken makes nginx exit at once: fail then, not against another server.
      await expect
        .poll(
          async () =>
            exited ??
            (await send(PROXY_PORT, 'GET', '/robots.txt').then(
              (response) => response.status,
              () => 0,
            )),
        )
        .toBe(200);
    });

    test.afterAll(() => {
      nginx?.kill();
    });

    test('answers 405 with the security headers', async () => {
      for (const [method, url] of [
        ['TRACE', '/platform'],
        ['TRACK', '/'],
        ['TRACE', '/api/chat'],
      ]) {
        const response = await send(PROXY_PORT, method, url);
        expect(response.status, `${method} ${url}`).toBe(405);
        for (const name of SECURITY_HEADERS) expect(response.headers[name], name).toBeTruthy();
      }
    });

    test('passes every other request through with the site’s headers', async () => {
      const page = await send(PROXY_PORT, 'GET', '/de/platform');
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['strict-transport-security']).toBeTruthy();
    });
  });
});
