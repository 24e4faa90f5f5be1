import { NON_PAGE_POLICY, pagePolicy } from './csp';

/**
 * The security headers of every response, set through next.config.ts's `headers()`, which
 * `next start`, the standalone server and Vercel all apply the same way. Pages get the
 * fallback page policy (proxy.ts replaces it with a stricter one where it can); route
 * handlers and files get NON_PAGE_POLICY, which overrides it because Next lets the last
 * matching rule win for a header both set.
 */
export type SecurityHeaderOptions = { production: boolean; googleAnalytics?: boolean };

type Header = { key: string; value: string };

/** Route handlers, Next's assets and files with an extension (not the `/api` reference page). */
export const nonPageSources = [
  '/api/:path+',
  '/_next/:path*',
  '/:file((?:.*/)?[^/]*\\.[A-Za-z0-9]+)',
];

export function securityHeaders(options: SecurityHeaderOptions): Header[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Content-Security-Policy',
      value: pagePolicy(options.production ? { fallback: true } : { development: true }, options),
    },
  ];
  if (options.production) {
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains; preload',
    });
  }
  return headers;
}

/** next.config.ts `headers()`: everything gets the security headers, non-pages a stricter CSP. */
export function headerRules(options: SecurityHeaderOptions) {
  return [
    { source: '/:path*', headers: securityHeaders(options) },
    ...nonPageSources.map((source) => ({
      source,
      headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }],
    })),
  ];
}
