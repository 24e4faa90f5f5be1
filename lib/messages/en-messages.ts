/**
 * The English catalogue, imported statically so that message keys are typed (global.d.ts).
 * Every locale has the same files; lib/messages/load-messages.ts loads the others on demand.
 */
import type { PageId } from '@/lib/site/pages';
import common from '@/messages/en/common.json';
import meta from '@/messages/en/meta.json';
import nav from '@/messages/en/nav.json';
import hero from '@/messages/en/hero.json';
import features from '@/messages/en/features.json';
import footer from '@/messages/en/footer.json';
import market from '@/messages/en/market.json';
import accessRequest from '@/messages/en/accessRequest.json';
import investorDeck from '@/messages/en/investorDeck.json';
import exclusiveAccess from '@/messages/en/exclusiveAccess.json';
import notFound from '@/messages/en/notFound.json';
import comingSoon from '@/messages/en/comingSoon.json';
import chat from '@/messages/en/chat.json';
import documentMessages from '@/messages/en/document.json';
import consent from '@/messages/en/consent.json';
import agentFiles from '@/messages/en/agentFiles.json';
import asyncJobs from '@/messages/en/asyncJobs.json';
import careers from '@/messages/en/careers.json';
import cookies from '@/messages/en/cookies.json';
import docs from '@/messages/en/docs.json';
import enterprise from '@/messages/en/enterprise.json';
import home from '@/messages/en/home.json';
import implementation from '@/messages/en/implementation.json';
import integrations from '@/messages/en/integrations.json';
import login from '@/messages/en/login.json';
import mcpRegistry from '@/messages/en/mcpRegistry.json';
import news from '@/messages/en/news.json';
import platform from '@/messages/en/platform.json';
import premium from '@/messages/en/premium.json';
import pricing from '@/messages/en/pricing.json';
import search from '@/messages/en/search.json';
import searchWords from '@/messages/en/searchWords.json';
import security from '@/messages/en/security.json';
import settings from '@/messages/en/settings.json';
import settingsPage from '@/messages/en/settingsPage.json';
import signup from '@/messages/en/signup.json';
import support from '@/messages/en/support.json';
import workflows from '@/messages/en/workflows.json';
import ynoAi from '@/messages/en/ynoAi.json';

export const enMessages = {
  common,
  meta,
  nav,
  hero,
  features,
  footer,
  market,
  accessRequest,
  investorDeck,
  exclusiveAccess,
  notFound,
  comingSoon,
  chat,
  document: documentMessages,
  consent,
  agentFiles,
  asyncJobs,
  careers,
  cookies,
  docs,
  enterprise,
  home,
  implementation,
  integrations,
  login,
  mcpRegistry,
  news,
  platform,
  premium,
  pricing,
  search,
  searchWords,
  security,
  settings,
  settingsPage,
  signup,
  support,
  workflows,
  ynoAi,
};

type NavLink = { title: string; description: string };

/**
 * The catalogue as lib/messages/load-messages.ts returns it: the pages whose text is a document
 * under content/pages add their sidebar link and search words from their front-matter.
 */
export type Messages = Omit<typeof enMessages, 'nav' | 'searchWords'> & {
  nav: Omit<typeof enMessages.nav, 'links'> & {
    links: typeof enMessages.nav.links & Record<PageId, NavLink>;
  };
  searchWords: Record<string, string>;
};
export type Namespace = keyof Messages;
export const namespaces = Object.keys(enMessages) as Namespace[];
