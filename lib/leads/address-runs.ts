import { createHash } from 'node:crypto';
import { createRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import type { LeadKind } from './lead-kinds';

/**
 * How many runs the workflow API gets in one e-mail address's name: at most `perHour` for each
 * kind of lead, in a fixed window of an hour, counted when a lead is about to be sent (by the
 * visitor's request or by a drain), shared by every instance through Redis (per process while
 * Redis is down, or without it). The count is by the address alone, so a flood naming someone
 * else's address costs the workflow API a few runs at most, and the person's own lead is never
 * refused for it: past the count a lead is stored and held until the next window (docs/leads.md).
 *
 * One counter per kind and process, on globalThis: the route handlers and the server's own drain
 * (started by instrumentation.ts, a bundle of its own) must count in the same one.
 */
export const ADDRESS_WINDOW_SECONDS = 60 * 60;

const counters: Map<string, RateLimit> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('yno.leads.addressRuns')
] ??= new Map<string, RateLimit>()) as Map<string, RateLimit>;

export function addressRuns(
  kind: LeadKind,
  { perHour, redisUrl }: { perHour: number; redisUrl?: string },
): RateLimit {
  const id = `${kind} ${perHour} ${redisUrl ?? ''}`;
  let counter = counters.get(id);
  if (!counter) {
    counter = createRateLimit({
      name: `${kind}:runs`,
      points: perHour,
      windowSeconds: ADDRESS_WINDOW_SECONDS,
      redisUrl,
    });
    counters.set(id, counter);
  }
  return counter;
}

/** The address a lead is sent from: the forms' work email, or the subscriber's email. */
export function senderAddress(lead: unknown): string | undefined {
  if (typeof lead !== 'object' || lead === null) return undefined;
  const { workEmail, email } = lead as Record<string, unknown>;
  const address = workEmail ?? email;
  return typeof address === 'string' && address.trim() ? address.trim().toLowerCase() : undefined;
}

/** The counters' key for an address: Redis keys never hold what a visitor typed. */
export function addressKey(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}
