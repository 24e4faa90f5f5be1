import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './test';
import type { AddressInfo } from 'node:net';
import { PORT } from '../playwright.config';
import { freePort } from '../test/redis-server.mjs';

/*
 * The documented reverse proxy (deploy/nginx.conf). Node's HTTP parser rejects TRACK before the
 * site's code runs, so the proxy refuses TRACE and TRACK itself; and it compresses what it
 * sends with Brotli, as Vercel's edge does.
 */
const NGINX = '/usr/sbin/nginx';
/** nginx's Brotli module as Debian installs it (libnginx-mod-http-brotli-filter). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const PROXY_PORT = PORT + 5;

function send(port: number, method: string, url: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method, path: url, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
];

test('next start alone: TRACE and other unknown methods get 405 with Allow; Node refuses TRACK', async () => {
  // Documented in docs/deploying.md: a bare 400 for TRACK from Node's parser, which no code of
  // the site sees; the rest are answered by lib/http/unknown-methods.ts.
  expect((await send(PORT, 'TRACK', '/')).status).toBe(400);
  for (const [method, url] of [
    ['TRACE', '/platform'],
    ['TRACE', '/api/chat'],
    ['TRACE', '/robots.txt'],
    ['PROPFIND', '/'],
  ]) {
    const response = await send(PORT, method, url);
    expect(response.status, `${method} ${url}`).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    for (const name of SECURITY_HEADERS) expect(response.headers[name], name).toBeTruthy();
  }
});

test('next start alone: redirects carry the security headers', async () => {
  for (const [url, headers, status, location] of [
    ['/platform/', {}, 308, '/platform'],
    ['/api/chat/', {}, 308, '/api/chat'],
    ['/robots.txt/', {}, 308, '/robots.txt'],
    ['/platform', { 'accept-language': 'de' }, 307, '/de/platform'],
  ] as const) {
    const response = await send(PORT, 'GET', url, headers);
    expect(response.status, url).toBe(status);
    expect(new URL(response.headers.location!, 'http://x').pathname).toBe(location);
    for (const name of SECURITY_HEADERS)
      expect(response.headers[name], `${url} ${name}`).toBeTruthy();
  }
});

/** nginx with deploy/nginx.conf, in front of `upstreamPort` and listening on `listenPort`. */
function startNginx(upstreamPort: number, listenPort: number): ChildProcess {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yno-nginx-'));
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`)
    .replace('listen 8080;', `listen 127.0.0.1:${listenPort};`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // What Debian's own nginx.conf does through /etc/nginx/modules-enabled.
      `load_module ${BROTLI_MODULE};`,
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
  return spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
}

test.describe('behind deploy/nginx.conf', () => {
  // One nginx on one port: its tests share a worker.
  test.describe.configure({ mode: 'serial' });
  let nginx: ChildProcess | undefined;
  let exited: string | undefined;

  test.beforeAll(async () => {
    test.skip(
      !existsSync(NGINX) || !existsSync(BROTLI_MODULE),
      'nginx or its Brotli module is not installed (.ci/run installs both)',
    );
    nginx = startNginx(PORT, PROXY_PORT);
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

  test('answers TRACE and TRACK with 405 and the security headers', async () => {
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

  test('sends pages and scripts compressed with Brotli, and gzip to clients without it', async () => {
    const identity = await send(PORT, 'GET', '/');
    const siteGzip = await send(PORT, 'GET', '/', { 'accept-encoding': 'gzip' });
    expect(siteGzip.headers['content-encoding']).toBe('gzip');

    const brotli = await send(PROXY_PORT, 'GET', '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(identity.body)).toBe(true);
    // What the proxy is for: the document a visitor waits for is markedly smaller.
    expect(brotli.body.length).toBeLessThan(siteGzip.body.length * 0.8);

    const gzip = await send(PROXY_PORT, 'GET', '/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);

    const script = identity.body.toString().match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)![1];
    const chunk = await send(PROXY_PORT, 'GET', script, { 'accept-encoding': 'br' });
    expect(chunk.headers['content-encoding']).toBe('br');
    // A shared cache keeps one copy per encoding.
    expect(chunk.headers.vary).toContain('Accept-Encoding');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  test('passes every other request through with the site’s headers', async () => {
    const page = await send(PROXY_PORT, 'GET', '/de/platform');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['strict-transport-security']).toBeTruthy();
  });
});

test('deploy/nginx.conf sets the forwarded headers itself, whatever the client sent', async () => {
  test.skip(
    !existsSync(NGINX) || !existsSync(BROTLI_MODULE),
    'nginx or its Brotli module is not installed (.ci/run installs both)',
  );
  // What reaches the site, which believes these headers with TRUSTED_PROXY.
  const seen: http.IncomingHttpHeaders[] = [];
  const echo = http.createServer((request, response) => {
    seen.push(request.headers);
    response.end('ok');
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  const listenPort = await freePort();
  const proxy = startNginx((echo.address() as AddressInfo).port, listenPort);
  try {
    await expect
      .poll(() =>
        send(listenPort, 'GET', '/').then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    await send(listenPort, 'POST', '/api/access-request', {
      host: 'www.yno.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '198.51.100.7',
    });
    const forwarded = seen.at(-1)!;
    expect(forwarded['x-forwarded-host']).toBe('www.yno.example');
    expect(forwarded['x-forwarded-for']).toBe('127.0.0.1');
  } finally {
    proxy.kill();
    echo.close();
  }
});
