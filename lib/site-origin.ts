/**
 * The variables the site's origins derive from, as lib/env.ts parses them (a URL without its
 * trailing slash, hosts without a scheme); tests pass them in directly. Declared here rather
 * than picked from `Env`, since lib/env.ts derives the public origin from this module.
 */
export type OriginEnv = {
  NEXT_PUBLIC_SITE_URL?: string;
  VERCEL_ENV?: 'production' | 'preview' | 'development';
  VERCEL_URL?: string;
  VERCEL_BRANCH_URL?: string;
  VERCEL_PROJECT_PRODUCTION_URL?: string;
};

const LOCAL_ORIGIN = 'http://localhost:3000';

function configuredOrigin(env: OriginEnv): string | undefined {
  if (env.NEXT_PUBLIC_SITE_URL) return env.NEXT_PUBLIC_SITE_URL;
  if (env.VERCEL_PROJECT_PRODUCTION_URL) return `https://${env.VERCEL_PROJECT_PRODUCTION_URL}`;
  return undefined;
}

function vercelDeploymentOrigin(env: OriginEnv): string | undefined {
  const host = env.VERCEL_BRANCH_URL ?? env.VERCEL_URL;
  return host ? `https://${host}` : undefined;
}

/**
 * The public site's origin: canonical URLs, hreflang, sitemap, robots.txt and structured data
 * name it on every deployment, so that a preview points search engines at production.
 */
export function canonicalOrigin(env: OriginEnv): string {
  return configuredOrigin(env) ?? LOCAL_ORIGIN;
}

/**
 * The origin of the deployment being viewed, for metadataBase, so that Open Graph images of a
 * preview come from the preview. Production uses its public origin instead: Vercel's deployment
 * hosts sit behind Deployment Protection, where link-preview crawlers would get a 401. A
 * `development` environment is a local machine that no Vercel host serves.
 */
export function deploymentOrigin(env: OriginEnv): string {
  switch (env.VERCEL_ENV) {
    case 'preview':
      return vercelDeploymentOrigin(env) ?? canonicalOrigin(env);
    case 'production':
      return configuredOrigin(env) ?? vercelDeploymentOrigin(env) ?? LOCAL_ORIGIN;
    default:
      return canonicalOrigin(env);
  }
}
