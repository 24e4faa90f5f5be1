/**
 * YNO plans and their comparison. Prices are list prices in US dollars per month, billed
 * annually; null means priced per agreement. Labels and notes come from the `pricing` messages.
 */
export const planIds = ['team', 'business', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export type Plan = { id: PlanId; monthlyPriceUsd: number | null; recommended?: boolean };

export const plans: readonly Plan[] = [
  { id: 'team', monthlyPriceUsd: 1500 },
  { id: 'business', monthlyPriceUsd: 6000, recommended: true },
  { id: 'enterprise', monthlyPriceUsd: null },
];

/**
 * One cell of the comparison: included or not, a percentage, or a message from
 * `pricing.comparison.cells` with optional numbers to format in the reader's locale.
 */
export type Cell = boolean | { percent: number } | { text: CellText; count?: number };
export type CellText =
  | 'count'
  | 'upTo'
  | 'unlimited'
  | 'custom'
  | 'days'
  | 'years'
  | 'multiTenant'
  | 'dedicated'
  | 'responseTeam'
  | 'responseBusiness'
  | 'responseEnterprise'
  | 'supportTeam'
  | 'supportBusiness'
  | 'supportEnterprise'
  | 'onboardingTeam'
  | 'onboardingBusiness'
  | 'onboardingEnterprise';

export type ComparisonRow = { id: string; cells: Record<PlanId, Cell> };

export const comparison: readonly ComparisonRow[] = [
  {
    id: 'runs',
    cells: {
      team: { text: 'count', count: 5000 },
      business: { text: 'count', count: 50000 },
      enterprise: { text: 'custom' },
    },
  },
  {
    id: 'builders',
    cells: {
      team: { text: 'upTo', count: 10 },
      business: { text: 'upTo', count: 50 },
      enterprise: { text: 'unlimited' },
    },
  },
  { id: 'reviewers', cells: { team: true, business: true, enterprise: true } },
  { id: 'connectors', cells: { team: true, business: true, enterprise: true } },
  { id: 'customMcp', cells: { team: false, business: true, enterprise: true } },
  { id: 'approvals', cells: { team: true, business: true, enterprise: true } },
  { id: 'sso', cells: { team: false, business: true, enterprise: true } },
  { id: 'scim', cells: { team: false, business: false, enterprise: true } },
  {
    id: 'auditRetention',
    cells: {
      team: { text: 'days', count: 90 },
      business: { text: 'years', count: 1 },
      enterprise: { text: 'custom' },
    },
  },
  {
    id: 'deployment',
    cells: {
      team: { text: 'multiTenant' },
      business: { text: 'multiTenant' },
      enterprise: { text: 'dedicated' },
    },
  },
  { id: 'customerKeys', cells: { team: false, business: false, enterprise: true } },
  {
    id: 'uptime',
    cells: {
      team: { percent: 0.995 },
      business: { percent: 0.999 },
      enterprise: { percent: 0.9995 },
    },
  },
  {
    id: 'criticalResponse',
    cells: {
      team: { text: 'responseTeam' },
      business: { text: 'responseBusiness' },
      enterprise: { text: 'responseEnterprise' },
    },
  },
  {
    id: 'support',
    cells: {
      team: { text: 'supportTeam' },
      business: { text: 'supportBusiness' },
      enterprise: { text: 'supportEnterprise' },
    },
  },
  {
    id: 'onboarding',
    cells: {
      team: { text: 'onboardingTeam' },
      business: { text: 'onboardingBusiness' },
      enterprise: { text: 'onboardingEnterprise' },
    },
  },
];

/** The questions of the pricing FAQ, in order; text in `pricing.faq.items`. */
export const pricingFaq = [
  'runs',
  'overage',
  'reviewers',
  'models',
  'pilot',
  'billing',
  'changePlan',
  'products',
] as const;

/** How a plan's monthly price is written: `$1,500`, `1.500 $` — whole dollars, narrow symbol. */
export const PRICE_FORMAT = {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
} as const;

/** How a percentage of the comparison is written: `99.95%`. */
export const PERCENT_FORMAT = { style: 'percent', maximumFractionDigits: 2 } as const;
