import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordingLog } from '@/test/lead-fixtures';
import { clientIp } from './client-ip';
import { countClientsBySocket, isPrivateAddress } from './socket-address';

/** A real Node HTTP server, as under `next start`, and requests from two loopback addresses. */
let server: http.Server;
let port: number;
const seen: (string | undefined)[] = [];
const recording = recordingLog();

beforeAll(async () => {
  countClientsBySocket({ vercel: false, trustedProxy: false, log: recording.log });
  server = http.createServer((request, response) => {
    seen.push(request.headers['x-forwarded-for'] as string | undefined);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(localAddress: string, headers: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, localAddress, headers, agent: false }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
      .on('error', reject);
  });
}

describe('countClientsBySocket', () => {
  it('replaces a client-sent X-Forwarded-For with the socket address, before the handler runs', async () => {
    seen.length = 0;
    await get('127.0.0.2', { 'x-forwarded-for': '198.51.100.7' });
    await get('127.0.0.2', { 'x-forwarded-for': '198.51.100.8, 127.0.0.3' });
    await get('127.0.0.3');
    expect(seen).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.3']);
    const keys = seen.map((value) =>
      clientIp(new Headers({ 'x-forwarded-for': value! }), { vercel: false, trustedProxy: false }),
    );
    expect(new Set(keys).size).toBe(2);
  });

  it('says once that a proxy on a private address is not trusted', async () => {
    await get('127.0.0.2', { 'x-forwarded-for': '198.51.100.9' });
    const warnings = recording.lines.filter(
      (line) => line.event === 'http.untrusted_forwarded_for',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0].fields.hint).toMatch(/TRUSTED_PROXY=1/);
  });

  it('knows the private ranges a proxy of the site’s own sits in', () => {
    for (const address of ['127.0.0.1', '::ffff:10.1.2.3', '192.168.0.9', '172.20.0.1', '::1']) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    for (const address of ['198.51.100.7', '172.32.0.1', '2001:db8::1']) {
      expect(isPrivateAddress(address)).toBe(false);
    }
  });
});
