/**
 * The key a client's requests are counted under by the rate limits.
 *
 * - On Vercel the platform sets x-vercel-forwarded-for (and x-real-ip) to the address it saw.
 * - Behind a reverse proxy that vouches for the address (TRUSTED_PROXY), the last entry of
 *   X-Forwarded-For is the one that proxy appended.
 * - Otherwise (`next start`, the standalone server, Docker) Next sets X-Forwarded-For to the
 *   socket's address when the request has none, so every visitor gets a bucket of their own. A
 *   client that sends the header itself is counted under whatever it sent: forging it can buy a
 *   client more buckets, but never exhausts another visitor's, whose bucket is their address.
 *   The lead routes add a limit per e-mail address and the outbox refuses before the disk is
 *   full, which bounds what a forger can do there (README, "Leads").
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
