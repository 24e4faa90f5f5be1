/**
 * The English catalogue, imported statically so that message keys are typed (global.d.ts).
 * Every locale has the same files; lib/messages/load-messages.ts loads the others on demand.
 */
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
import about from '@/messages/en/about.json';
import agentFiles from '@/messages/en/agentFiles.json';
import api from '@/messages/en/api.json';
import asyncJobs from '@/messages/en/asyncJobs.json';
import careers from '@/messages/en/careers.json';
import cookies from '@/messages/en/cookies.json';
import docs from '@/messages/en/docs.json';
import docsArtifactTransformation from '@/messages/en/docsArtifactTransformation.json';
import docsImageWorkflows from '@/messages/en/docsImageWorkflows.json';
import docsMcp from '@/messages/en/docsMcp.json';
import docsWorkerContract from '@/messages/en/docsWorkerContract.json';
import enterprise from '@/messages/en/enterprise.json';
import home from '@/messages/en/home.json';
import implementation from '@/messages/en/implementation.json';
import integrations from '@/messages/en/integrations.json';
import investors from '@/messages/en/investors.json';
import legal from '@/messages/en/legal.json';
import legalAiDataUsage from '@/messages/en/legalAiDataUsage.json';
import legalAiEthics from '@/messages/en/legalAiEthics.json';
import legalAiUse from '@/messages/en/legalAiUse.json';
import legalAup from '@/messages/en/legalAup.json';
import legalDpa from '@/messages/en/legalDpa.json';
import legalSla from '@/messages/en/legalSla.json';
import legalSubprocessors from '@/messages/en/legalSubprocessors.json';
import login from '@/messages/en/login.json';
import mcpRegistry from '@/messages/en/mcpRegistry.json';
import news from '@/messages/en/news.json';
import partners from '@/messages/en/partners.json';
import platform from '@/messages/en/platform.json';
import premium from '@/messages/en/premium.json';
import pricing from '@/messages/en/pricing.json';
import privacy from '@/messages/en/privacy.json';
import resources from '@/messages/en/resources.json';
import search from '@/messages/en/search.json';
import searchWords from '@/messages/en/searchWords.json';
import security from '@/messages/en/security.json';
import settings from '@/messages/en/settings.json';
import settingsPage from '@/messages/en/settingsPage.json';
import signup from '@/messages/en/signup.json';
import support from '@/messages/en/support.json';
import terms from '@/messages/en/terms.json';
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
  about,
  agentFiles,
  api,
  asyncJobs,
  careers,
  cookies,
  docs,
  docsArtifactTransformation,
  docsImageWorkflows,
  docsMcp,
  docsWorkerContract,
  enterprise,
  home,
  implementation,
  integrations,
  investors,
  legal,
  legalAiDataUsage,
  legalAiEthics,
  legalAiUse,
  legalAup,
  legalDpa,
  legalSla,
  legalSubprocessors,
  login,
  mcpRegistry,
  news,
  partners,
  platform,
  premium,
  pricing,
  privacy,
  resources,
  search,
  searchWords,
  security,
  settings,
  settingsPage,
  signup,
  support,
  terms,
  workflows,
  ynoAi,
};

export type Messages = typeof enMessages;
export type Namespace = keyof Messages;
export const namespaces = Object.keys(enMessages) as Namespace[];
