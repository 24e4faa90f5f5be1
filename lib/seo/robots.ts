import type { Metadata, MetadataRoute } from 'next';
import { canonicalOrigin, type OriginEnv } from '../site-origin';

/** Only production and self-hosted deployments belong in search results, never a preview. */
export function isIndexable(env: Pick<OriginEnv, 'VERCEL_ENV'>): boolean {
  return env.VERCEL_ENV === undefined || env.VERCEL_ENV === 'production';
}

/**
 * robots.txt: a preview turns every crawler away; elsewhere only the API is off limits. No
 * `Host:` line: it was Yandex's alone, and Yandex no longer reads it; the canonical URLs say
 * which host is the site's.
 */
export function robotsTxt(env: OriginEnv): MetadataRoute.Robots {
  if (!isIndexable(env)) return { rules: [{ userAgent: '*', disallow: '/' }] };
  const siteUrl = canonicalOrigin(env);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: '/api/' }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}

/**
 * The robots meta tag. A page's own `robots` replaces its layout's, so every page sets it
 * through here: a preview is noindex throughout, and a placeholder page stays out of the
 * index while its links still count.
 */
export function metaRobots(
  env: Pick<OriginEnv, 'VERCEL_ENV'>,
  placeholder = false,
): Metadata['robots'] {
  if (!isIndexable(env)) return { index: false, follow: false };
  return placeholder ? { index: false, follow: true } : undefined;
}
