import { NON_PAGE_POLICY } from './csp';

/**
 * Response headers for every route. Pages get their Content-Security-Policy from proxy.ts
 * (hashes or a nonce); everything else (route handlers, files) gets NON_PAGE_POLICY.
 */
export type SecurityHeaderOptions = { production: boolean };

/** Paths the proxy does not see: route handlers, Next's assets and files with an extension. */
export const nonPageSources = [
  '/api/:path*',
  '/_next/:path*',
  '/:file((?:.*/)?[^/]*\\.[A-Za-z0-9]+)',
];

export function securityHeaders(options: SecurityHeaderOptions) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (options.production) {
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains; preload',
    });
  }
  return headers;
}

export const nonPageHeaders = [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }];
