import type { LeadKind } from './lead-kinds';

/** Each kind of lead has its own route handler, named after it (app/api/<kind>/route.ts). */
export function leadEndpoint(kind: LeadKind): string {
  return `/api/${kind}`;
}
