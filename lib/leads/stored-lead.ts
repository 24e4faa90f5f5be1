import type { LeadKind } from './lead-kinds';

/**
 * A lead kept for delivery later, as the outbox and Redis hold it: enough to deliver it to the
 * same workflow under the same Idempotency-Key, and to delete it when its retention ends.
 */
export type StoredLead = {
  kind: LeadKind;
  workflowId: string;
  idempotencyKey: string;
  /** ISO 8601; the retention counts from here. */
  receivedAt: string;
  /**
   * ISO 8601: not sent before then. Set when an earlier send got no answer and may still be
   * running at the workflow API (lib/leads/relay.ts), so that no drain sends it again meanwhile.
   */
  notBefore?: string;
  /**
   * Not yet counted in its address's runs (lib/leads/address-runs.ts): held because the address
   * had none left, or stored with no workflow API to send it to. A drain counts it before
   * sending it, and holds it again while the address has none left.
   */
  uncounted?: true;
  /** The validated form, exactly as the workflow receives it. */
  lead: unknown;
};

/**
 * What a drain decided for one stored lead: delivered or expired leads are deleted; a kept one
 * stays and the drain goes on; `stop` keeps it and ends the run, so that later leads are not
 * delivered ahead of it while the workflow API is down; `set-aside` moves it where no drain
 * sends it (a workflow this server does not know, or a body that is not a lead) for a person
 * to read; `held` keeps it, not to be sent before the given time, and ends the run (its send
 * got no answer and may still be running); `later` keeps it, not to be sent before the given
 * time, and the drain goes on (its address has no runs left this hour).
 */
export type DrainVerdict =
  'delivered' | 'expired' | 'kept' | 'stop' | 'set-aside' | { held: string } | { later: string };

/** The time a `held` or `later` verdict keeps a lead until. */
export function keptUntil(verdict: DrainVerdict): string | undefined {
  if (typeof verdict !== 'object') return undefined;
  return 'held' in verdict ? verdict.held : verdict.later;
}

/** Whether the drain run ends after this verdict. */
export function endsRun(verdict: DrainVerdict | 'skipped'): boolean {
  return verdict === 'stop' || (typeof verdict === 'object' && 'held' in verdict);
}

export type DrainOptions = {
  /** Epoch ms after which no further lead is offered, so a run cannot outlive its lock. */
  until?: number;
};

export interface LeadStore {
  /** Names the store in logs: `redis` or the folder. */
  readonly name: string;
  /** Keeps the lead durably; throws if it could not. Returns where it went. */
  add(lead: StoredLead): Promise<string>;
  /** Deletes the lead `add` put at `where` (the workflow API took it after all). */
  remove(where: string): Promise<void>;
  /**
   * Offers the stored leads that are due (see isDue) oldest first, while holding the store's
   * drain lock so that two drains never deliver the same lead at once. Resolves false when
   * another drain holds it.
   */
  drain(
    visit: (lead: StoredLead) => Promise<DrainVerdict>,
    options?: DrainOptions,
  ): Promise<boolean>;
}

/** A lead may be sent now: it carries no notBefore, or that time has come. */
export function isDue(lead: StoredLead, now = Date.now()): boolean {
  return lead.notBefore === undefined || !(Date.parse(lead.notBefore) > now);
}

/** Old outbox lines carry no kind: they are access requests. */
export function parseStoredLead(text: string): StoredLead | undefined {
  try {
    const value = JSON.parse(text) as Partial<StoredLead> | null;
    if (
      !value ||
      typeof value.idempotencyKey !== 'string' ||
      typeof value.workflowId !== 'string' ||
      typeof value.receivedAt !== 'string' ||
      (value.notBefore !== undefined && typeof value.notBefore !== 'string') ||
      value.lead === undefined
    ) {
      return undefined;
    }
    return { ...value, kind: value.kind ?? 'access-request' } as StoredLead;
  } catch {
    return undefined;
  }
}
