/**
 * The platform's services in production (docs/specification.md §9), in the order the status bar
 * lists them. Their display names live in messages/{locale}/hero.json under status.serviceNames.
 */
export const platformServices = [
  'apiGateway',
  'auth',
  'connectors',
  'dockerfileValidator',
  'forms',
  'humanInTheLoop',
  'pipelineEngine',
  'pipelineService',
  'rag',
  'secret',
  'shared',
  'task',
  'workflow',
] as const;

export type PlatformService = (typeof platformServices)[number];
