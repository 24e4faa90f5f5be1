import type { Env } from '@/lib/env';
import type { CmsStorage } from './keystatic-config';

/** What the editor at /keystatic runs on in this server, or null where it must not exist. */
export type CmsSetup = {
  storage: CmsStorage;
  /** The GitHub App and the secret that signs editors in; absent in local mode. */
  github?: { clientId: string; clientSecret: string; secret: string; appSlug?: string };
};

/**
 * `next dev` edits the working copy's files. Any other server edits through GitHub, and only
 * when its repository and App are configured: without them /keystatic and its API answer 404,
 * so a production server never writes to its own disk and never shows the editor unguarded.
 */
export function cmsSetup(env: Env): CmsSetup | null {
  if (env.NODE_ENV === 'development') return { storage: { kind: 'local' } };
  const repo = env.KEYSTATIC_GITHUB_REPO;
  const clientId = env.KEYSTATIC_GITHUB_CLIENT_ID;
  const clientSecret = env.KEYSTATIC_GITHUB_CLIENT_SECRET;
  const secret = env.KEYSTATIC_SECRET;
  if (!repo || !clientId || !clientSecret || !secret) return null;
  return {
    // Editors work on branches of their own (main is protected): content/<change>.
    storage: { kind: 'github', repo: repo as `${string}/${string}`, branchPrefix: 'content/' },
    github: {
      clientId,
      clientSecret,
      secret,
      appSlug: env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
    },
  };
}
