/**
 * The registry's facets: the values a server's category, transport, hosting and package
 * registry can take. Plain constants, apart from the schema (server-schema.ts, server-only), so
 * that the filters and the end-to-end tests can name them.
 */
export const categories = [
  'reference',
  'developerTools',
  'browserAutomation',
  'databases',
  'vectorSearch',
  'webSearch',
  'cloudInfrastructure',
  'observability',
  'productivity',
  'payments',
] as const;
export type Category = (typeof categories)[number];

export const transports = ['stdio', 'streamable-http', 'sse'] as const;
export type Transport = (typeof transports)[number];

export const hostings = ['remote', 'local'] as const;
export type Hosting = (typeof hostings)[number];

export const registryTypes = ['npm', 'pypi', 'oci'] as const;
export type RegistryType = (typeof registryTypes)[number];
