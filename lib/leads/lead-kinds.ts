import type * as z from 'zod/mini';
import { accessRequestSchema } from '@/lib/leads/access-request-schema';
import type { Env } from '@/lib/env';
import { investorDeckSchema } from './investor-deck-schema';
import { subscribeSchema } from './subscribe-schema';

/**
 * The site's three forms, each a lead: validated by its schema (the one its form uses too),
 * relayed to its own workflow, and stored for the drain when that fails. The payload the
 * workflow receives is the schema's output (docs/leads.md).
 */
export const leadKinds = ['access-request', 'investor-deck', 'subscribe'] as const;
export type LeadKind = (typeof leadKinds)[number];

type LeadKindDefinition = {
  schema: z.ZodMiniType;
  workflowId: (env: Env) => string;
};

export const leadKindDefinitions: Record<LeadKind, LeadKindDefinition> = {
  'access-request': {
    schema: accessRequestSchema,
    workflowId: (env) => env.ACCESS_REQUEST_WORKFLOW_ID,
  },
  'investor-deck': {
    schema: investorDeckSchema,
    workflowId: (env) => env.INVESTOR_DECK_WORKFLOW_ID,
  },
  subscribe: {
    schema: subscribeSchema,
    workflowId: (env) => env.SUBSCRIBE_WORKFLOW_ID,
  },
};

export function isLeadKind(value: unknown): value is LeadKind {
  return (leadKinds as readonly unknown[]).includes(value);
}
