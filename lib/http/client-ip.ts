/**
 * The client address used for rate limiting. On Vercel the platform sets x-real-ip (and
 * x-vercel-forwarded-for); elsewhere X-Forwarded-For is only believed when a trusted reverse
 * proxy is configured, since any client can send it.
 */
export function clientIp(
  headers: Headers,
  options: { vercel: boolean; trustedProxy: boolean },
): string {
  if (options.vercel) {
    const ip = headers.get('x-vercel-forwarded-for') ?? headers.get('x-real-ip');
    if (ip) return firstAddress(ip);
  }
  if (options.trustedProxy) {
    const forwarded = headers.get('x-forwarded-for');
    if (forwarded) return lastAddress(forwarded);
  }
  return 'direct';
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
  return (parts[parts.length - 1] ?? 'direct').slice(0, 64);
}
