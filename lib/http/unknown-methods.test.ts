import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  METHOD_NOT_ALLOWED_PATH,
  methodNotAllowed,
  REFUSED_METHOD_HEADER,
  refuseUnknownMethods,
} from './unknown-methods';

/** A real Node HTTP server, as under `next start`: what its handler is given. */
let server: http.Server;
let port: number;
const seen: { method?: string; url?: string; marker?: string | string[] }[] = [];

beforeAll(async () => {
  refuseUnknownMethods();
  server = http.createServer((request, response) => {
    seen.push({
      method: request.method,
      url: request.url,
      marker: request.headers[REFUSED_METHOD_HEADER],
    });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
      .on('error', reject)
      .end();
  });
}

describe('refuseUnknownMethods', () => {
  it('sends TRACE and other methods no route knows to the 405 route, marked', async () => {
    seen.length = 0;
    await send('TRACE', '/platform');
    await send('PROPFIND', '/api/chat');
    expect(seen).toEqual([
      { method: 'GET', url: METHOD_NOT_ALLOWED_PATH, marker: 'TRACE' },
      { method: 'GET', url: METHOD_NOT_ALLOWED_PATH, marker: 'PROPFIND' },
    ]);
  });

  it("leaves the methods of Next's routes alone, and drops a client's own marker", async () => {
    seen.length = 0;
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']) {
      await send(method, '/platform', { [REFUSED_METHOD_HEADER]: 'TRACE' });
    }
    expect(seen.map(({ method }) => method)).toEqual([
      'GET',
      'HEAD',
      'POST',
      'OPTIONS',
      'PUT',
      'DELETE',
      'PATCH',
    ]);
    for (const request of seen) {
      expect(request.url).toBe('/platform');
      expect(request.marker).toBeUndefined();
    }
  });
});

describe('methodNotAllowed', () => {
  it('answers a refused method 405 with Allow, and anyone else 404', () => {
    const refused = methodNotAllowed(
      new Request(`http://localhost${METHOD_NOT_ALLOWED_PATH}`, {
        headers: { [REFUSED_METHOD_HEADER]: 'TRACE' },
      }),
    );
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(methodNotAllowed(new Request(`http://localhost${METHOD_NOT_ALLOWED_PATH}`)).status).toBe(
      404,
    );
  });
});
