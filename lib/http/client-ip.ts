/**
 * The key a client's requests are counted under by the rate limits (every POST route, /search
 * and /mcp).
 *
 * - On Vercel the platform sets x-vercel-forwarded-for (and x-real-ip) to the address it saw.
 * - Behind a reverse proxy that vouches for the address (TRUSTED_PROXY), the last entry of
 *   X-Forwarded-For is the one that proxy appended.
 * - Otherwise (`next start`, the standalone server, Docker) X-Forwarded-For holds the socket's
 *   address: lib/http/socket-address.ts puts it there in place of anything the client sent,
 *   so a forged header buys no bucket of its own.
 */
export type ClientIpOptions = { vercel: boolean; trustedProxy: boolean };

const MAX_KEY_LENGTH = 200;

export function clientIp(headers: Headers, options: ClientIpOptions): string {
  if (options.vercel) {
    const ip = headers.get('x-vercel-forwarded-for') ?? headers.get('x-real-ip');
    if (ip) return firstAddress(ip);
  }
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return 'unknown';
  if (options.trustedProxy) return lastAddress(forwarded);
  return forwarded.replace(/\s+/g, '').slice(0, MAX_KEY_LENGTH) || 'unknown';
}

function firstAddress(list: string): string {
  return list.split(',')[0].trim().slice(0, 64);
}

/** The proxy we trust appends the address it saw, so the last entry is the one it vouches for. */
function lastAddress(list: string): string {
  const parts = list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return (parts[parts.length - 1] ?? 'unknown').slice(0, 64);
}
