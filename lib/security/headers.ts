import { adminPolicy, NON_PAGE_POLICY, pagePolicy } from './csp';

/**
 * The security headers of every response but the build's chunks (BUILD_CHUNKS), set through next.config.ts's `headers()`, which
 * `next start`, the standalone server and Vercel all apply the same way. Pages get the
 * fallback page policy (proxy.ts replaces it with a stricter one where it can); route
 * handlers and files get NON_PAGE_POLICY, which overrides it because Next lets the last
 * matching rule win for a header both set.
 */
export type SecurityHeaderOptions = { production: boolean; googleAnalytics?: boolean };

type Header = { key: string; value: string };

const NOSNIFF: Header = { key: 'X-Content-Type-Options', value: 'nosniff' };

/**
 * The build's script and style chunks. A browser only ever runs or applies them, never opens
 * them as a page, so the page headers would do nothing there but ride along on each of the
 * 20-odd chunk responses of a first visit (about 0.4 KB apiece over HTTP/1.1): they get
 * `nosniff` alone, the one header that acts on a script or a stylesheet.
 */
export const BUILD_CHUNKS = '/_next/static/:dir(chunks|css)/:path*';
const everythingButBuildChunks = '/:path((?!_next/static/(?:chunks|css)/).*)';

/**
 * Route handlers (the `/mcp` endpoint included), Next's other assets and files with an
 * extension (not the `/api` reference page).
 */
export const nonPageSources = [
  '/api/:path+',
  '/mcp',
  '/_next/:path((?!static/(?:chunks|css)/).*)',
  '/:file((?!_next/static/(?:chunks|css)/)(?:.*/)?[^/]*\\.[A-Za-z0-9]+)',
];

export function securityHeaders(options: SecurityHeaderOptions): Header[] {
  const headers = [
    NOSNIFF,
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

/** The content editor's pages (app/keystatic), which get their own policy (adminPolicy). */
export const ADMIN_PAGES = '/keystatic/:path*';

/**
 * The headers of a redirect the proxy answers (a locale redirect, a trailing slash removed):
 * Next drops the `headers()` rules on a redirect, so the proxy sets them itself, with the
 * policy of a response that renders nothing.
 */
export function redirectHeaders(options: SecurityHeaderOptions): Header[] {
  return securityHeaders(options).map((header) =>
    header.key === 'Content-Security-Policy' ? { ...header, value: NON_PAGE_POLICY } : header,
  );
}

/**
 * next.config.ts `headers()`: everything but the build's chunks gets the security headers,
 * the editor's pages their own CSP, non-pages a stricter CSP, the chunks `nosniff`.
 */
export function headerRules(options: SecurityHeaderOptions) {
  return [
    { source: everythingButBuildChunks, headers: securityHeaders(options) },
    { source: BUILD_CHUNKS, headers: [NOSNIFF] },
    {
      source: ADMIN_PAGES,
      headers: [
        {
          key: 'Content-Security-Policy',
          value: adminPolicy({ development: !options.production }),
        },
      ],
    },
    ...nonPageSources.map((source) => ({
      source,
      headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }],
    })),
  ];
}
