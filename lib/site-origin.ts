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

/**
 * The origins this site answers as, for the Origin check of every POST route and the Host
 * check of `/mcp`: NEXT_PUBLIC_SITE_URL's origin, Vercel's hosts on Vercel, SITE_ORIGINS, and
 * any port of localhost, 127.0.0.1 or [::1] over http in development or where no public origin
 * is configured (a server tried on this machine, or one behind a proxy that keeps the Host).
 */
export type SiteOrigins = { origins: readonly string[]; loopback: boolean };

export type SiteOriginsEnv = OriginEnv & {
  NODE_ENV?: string;
  VERCEL?: boolean;
  /** Further origins of this site, already parsed by lib/env.ts. */
  SITE_ORIGINS?: readonly string[];
};

export function siteOrigins(env: SiteOriginsEnv): SiteOrigins {
  const origins = new Set<string>();
  if (env.NEXT_PUBLIC_SITE_URL) origins.add(new URL(env.NEXT_PUBLIC_SITE_URL).origin);
  if (env.VERCEL) {
    for (const host of [env.VERCEL_PROJECT_PRODUCTION_URL, env.VERCEL_BRANCH_URL, env.VERCEL_URL]) {
      if (host) origins.add(`https://${host.toLowerCase()}`);
    }
  }
  for (const origin of env.SITE_ORIGINS ?? []) origins.add(origin);
  const configured = Boolean(configuredOrigin(env)) || (env.VERCEL ?? false);
  return { origins: [...origins], loopback: env.NODE_ENV === 'development' || !configured };
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a browser's Origin is one of the site's own, scheme, host and port alike. */
export function isSiteOrigin(origin: string, site: SiteOrigins): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  // A serialized origin, nothing more: no path, no default port written out.
  if (url.origin !== origin.toLowerCase()) return false;
  if (site.origins.includes(url.origin)) return true;
  return site.loopback && url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname);
}

/** Whether a Host header names one of the site's own hosts (its port included). */
export function isSiteHost(host: string, site: SiteOrigins): boolean {
  if (!URL.canParse(`http://${host}`)) return false;
  const url = new URL(`http://${host}`);
  if (url.host !== host.toLowerCase()) return false;
  if (site.origins.some((origin) => new URL(origin).host === url.host)) return true;
  return site.loopback && LOOPBACK_HOSTNAMES.has(url.hostname);
}

/**
 * Whether a production server off Vercel names http://localhost:3000 in every absolute link
 * it writes (llms.txt, MCP results, security.txt, the sitemap, robots.txt): no
 * NEXT_PUBLIC_SITE_URL, and no Vercel production host to fall back on.
 */
export function linksPointAtLocalhost(env: SiteOriginsEnv): boolean {
  return env.NODE_ENV === 'production' && !env.VERCEL && !configuredOrigin(env);
}
