export const PLAIN_TEXT = 'text/plain; charset=utf-8';

/**
 * The route handlers whose bodies are large enough to compress (the sitemap is 71 KB), each with
 * the Content-Type it serves.
 */
const compressedRoutes = [
  // Next's metadata route writes this type itself.
  { source: '/sitemap.xml', type: 'application/xml' },
  { source: '/llms.txt', type: PLAIN_TEXT },
];

/**
 * next.config.ts `headers()`: sets those routes' Content-Type before the handler runs.
 * `next start` and the standalone server add a handler's own Content-Type as a list of values,
 * which their compression does not recognise as a type, so the body went out uncompressed; a
 * type already set by a rule stays a plain value and the handler's is not added again. Vercel
 * and `deploy/nginx.conf` compress either way, and get the same type.
 */
export const compressedRouteRules = compressedRoutes.map(({ source, type }) => ({
  source,
  headers: [{ key: 'Content-Type', value: type }],
}));
