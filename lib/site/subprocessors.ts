/**
 * Every third party that processes personal data for YNO: the one list behind the
 * Subprocessors page (/legal/subprocessors). The page's tables have one row per entry, keyed by
 * its id, in this order; each row names its entry through the `{{subprocessor.<id>}}` token and
 * carries the translated purpose, data and location text. lib/legal/subprocessors-page.test.ts holds
 * the page, the other legal pages and the cookie inventory to this list.
 */

/** Where a provider processes or stores data, as a region code (Intl.DisplayNames names it). */
export type SubprocessorRegion = 'SG' | 'EU' | 'US';

/**
 * `customerData`: a subprocessor under the Data Processing Agreement (the page's `platform`
 * table). `website`: a provider for the Website and YNO's own business, for which YNO is the
 * controller under the Privacy Policy (the `operations` table).
 */
export type SubprocessorScope = 'customerData' | 'website';

export type Subprocessor = {
  id: string;
  /** The service, as the pages call it. */
  service: string;
  /** The legal entity YNO contracts with. */
  entity: string;
  scope: SubprocessorScope;
  /** Every region where it processes data; an edge network also serves requests worldwide. */
  regions: readonly SubprocessorRegion[];
  /** Names the legal pages may use for it (its brand, its products); the service included. */
  names: readonly string[];
};

export const subprocessors = [
  {
    id: 'aws',
    service: 'Amazon Web Services',
    entity: 'Amazon Web Services, Inc.',
    scope: 'customerData',
    regions: ['SG', 'EU', 'US'],
    names: ['Amazon Web Services', 'AWS', 'Amazon SES'],
  },
  {
    id: 'bedrock',
    service: 'Amazon Bedrock',
    entity: 'Amazon Web Services, Inc.',
    scope: 'customerData',
    regions: ['SG', 'EU', 'US'],
    names: ['Amazon Bedrock', 'Bedrock', 'Anthropic', 'Claude', 'Llama', 'Mistral'],
  },
  {
    id: 'vertexAi',
    service: 'Google Cloud Vertex AI',
    entity: 'Google Asia Pacific Pte. Ltd.',
    scope: 'customerData',
    regions: ['SG', 'EU', 'US'],
    names: ['Google Cloud Vertex AI', 'Vertex AI', 'Gemini', 'Google Cloud', 'Google'],
  },
  {
    id: 'cloudflare',
    service: 'Cloudflare',
    entity: 'Cloudflare, Inc.',
    scope: 'customerData',
    regions: ['SG', 'EU', 'US'],
    names: ['Cloudflare'],
  },
  {
    id: 'sentry',
    service: 'Sentry',
    entity: 'Functional Software, Inc.',
    scope: 'customerData',
    regions: ['EU', 'US'],
    names: ['Sentry', 'Functional Software'],
  },
  {
    id: 'zendesk',
    service: 'Zendesk',
    entity: 'Zendesk, Inc.',
    scope: 'customerData',
    regions: ['US'],
    names: ['Zendesk'],
  },
  {
    id: 'vercel',
    service: 'Vercel',
    entity: 'Vercel Inc.',
    scope: 'website',
    regions: ['SG'],
    names: ['Vercel'],
  },
  {
    id: 'upstash',
    service: 'Upstash',
    entity: 'Upstash, Inc.',
    scope: 'website',
    regions: ['SG'],
    names: ['Upstash'],
  },
  {
    id: 'assistantModel',
    service: 'Google Cloud Vertex AI',
    entity: 'Google Asia Pacific Pte. Ltd.',
    scope: 'website',
    regions: ['SG'],
    names: ['Google Cloud Vertex AI', 'Vertex AI', 'Gemini', 'Google Cloud', 'Google'],
  },
  {
    id: 'googleAnalytics',
    service: 'Google Analytics 4',
    entity: 'Google LLC',
    scope: 'website',
    regions: ['US'],
    names: [
      'Google Analytics 4',
      'Google Analytics',
      'googletagmanager.com',
      'Google Consent Mode',
      'Google',
    ],
  },
  {
    id: 'hubspot',
    service: 'HubSpot',
    entity: 'HubSpot, Inc.',
    scope: 'website',
    regions: ['EU'],
    names: ['HubSpot'],
  },
  {
    id: 'stripe',
    service: 'Stripe',
    entity: 'Stripe Payments Singapore Pte. Ltd.',
    scope: 'website',
    regions: ['SG', 'US'],
    names: ['Stripe'],
  },
] as const satisfies readonly Subprocessor[];

export type SubprocessorId = (typeof subprocessors)[number]['id'];

/** The document table each scope's entries are listed in (messages/…/legalSubprocessors.json). */
export const subprocessorTables: Record<SubprocessorScope, { section: string; block: string }> = {
  customerData: { section: 'platform', block: 't1' },
  website: { section: 'operations', block: 't1' },
};

/** How a table row names its entry: the service, then the contracting entity. */
export function subprocessorName(entry: Pick<Subprocessor, 'service' | 'entity'>): string {
  return `**${entry.service}** (${entry.entity})`;
}

/** The `{{subprocessor.<id>}}` catalogue tokens (lib/site/site-tokens.ts). */
export function subprocessorTokens(): [string, string][] {
  return subprocessors.map((entry) => [`subprocessor.${entry.id}`, subprocessorName(entry)]);
}
