import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Log } from '@/lib/log';

/**
 * Who a client is, when no proxy the site trusts stands in front (`next start`, the standalone
 * server, Docker without TRUSTED_PROXY). Next hands route handlers and the proxy an
 * X-Forwarded-For header that it fills with the socket's address only when the client sent
 * none: a client that sends its own would be counted under whatever it wrote, and six forged
 * addresses would be six fresh rate-limit buckets. So, before Next sees a request, its
 * X-Forwarded-For is replaced by the address its connection comes from, through Node's
 * `http.server.request.start` diagnostics channel (published for every request a Node HTTP
 * server receives, before its 'request' event). lib/http/client-ip.ts then reads one address
 * no client can choose.
 *
 * Behind a trusted proxy (TRUSTED_PROXY) the header is the proxy's to set, and on Vercel the
 * platform names the client; there nothing is changed.
 */
export type SocketAddressOptions = { vercel: boolean; trustedProxy: boolean; log: Log };

type RequestStart = { request: IncomingMessage; socket: Socket };

const CHANNEL = 'http.server.request.start';
let installed = false;

export function countClientsBySocket({ vercel, trustedProxy, log }: SocketAddressOptions): void {
  if (installed || vercel || trustedProxy) return;
  installed = true;
  let warned = false;
  subscribe(CHANNEL, (message) => {
    const { request, socket } = message as RequestStart;
    const sent = request.headers['x-forwarded-for'];
    const address = socket.remoteAddress ?? 'unknown';
    request.headers['x-forwarded-for'] = address;
    // A proxy on the same machine or network that forwards every visitor: they would all share
    // its one address, so one visitor's burst would refuse the rest. Said once, loudly.
    if (sent !== undefined && !warned && isPrivateAddress(address)) {
      warned = true;
      log('warn', 'http.untrusted_forwarded_for', {
        from: address,
        hint: 'requests arrive through a proxy that sets X-Forwarded-For, which is ignored: set TRUSTED_PROXY=1 if that proxy is yours, or every visitor shares its address in the rate limits',
      });
    }
  });
}

/** Loopback and private ranges, where a reverse proxy of the site's own would sit. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  return (
    ip === '::1' ||
    /^127\./.test(ip) ||
    /^10\./.test(ip) ||
    /^192\.168\./.test(ip) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(ip) ||
    /^f[cd][0-9a-f]{2}:/i.test(ip)
  );
}
