import type { Messages } from '@/lib/messages/en-messages';

/**
 * What the home page's sections list, in order; their text lives in the hero, features, market
 * and exclusiveAccess messages. The sections and the page's Markdown twin both read these.
 */
export const heroPills = ['autonomousAgents', 'contextEngineering', 'agenticWorkflows'] as const;

/** The nine capabilities of docs/specification.md §2, in its order. */
export const featureIds = [
  'converse',
  'intelligentWorkflows',
  'seamlessIntegrations',
  'transparency',
  'limitlessIntegrations',
  'userFriendly',
  'understanding',
  'flexible',
  'knowledgeable',
] as const satisfies readonly (keyof Messages['features']['items'])[];

/** The market figures of docs/specification.md §9, in its order (also on /investors). */
export const marketStatIds = [
  'integrationMarket',
  'aiAutomation',
  'enterpriseApps',
  'integrationCost',
] as const satisfies readonly (keyof Messages['market']['stats'])[];

/** The community figures beside the subscribe form. */
export const communityStatIds = [
  'leaders',
  'ctos',
  'modular',
] as const satisfies readonly (keyof Messages['exclusiveAccess']['stats'])[];
