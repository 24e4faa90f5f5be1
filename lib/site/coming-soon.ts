import type { PageId, pages } from './pages';

export type ComingSoonId = Extract<(typeof pages)[number], { kind: 'comingSoon' }>['id'];

/**
 * Where each Coming Soon placeholder sends visitors meanwhile: a site page, the application's
 * sign-in page ('app') or the invitation form on the home page ('requestInvitation').
 */
export type ComingSoonTarget = PageId | 'app' | 'requestInvitation';

export const comingSoonNext: Record<ComingSoonId, readonly ComingSoonTarget[]> = {
  ynoAi: ['platform', 'docs', 'mcpRegistry'],
  asyncJobs: ['workflows', 'docsWorkerContract', 'api'],
  premium: ['pricing', 'enterprise', 'implementation'],
  login: ['app', 'support', 'docs'],
  signup: ['requestInvitation', 'pricing', 'enterprise'],
};
