'use client';

import { useState } from 'react';
import { newIdempotencyKey } from '@/lib/leads/idempotency-key';
import { leadEndpoint } from '@/lib/leads/lead-endpoint';
import type { LeadKind } from '@/lib/leads/lead-kinds';

/**
 * What every lead form does with its answer (lib/leads/post-lead.ts): one Idempotency-Key per
 * lead, kept through failures and replaced once the lead went through; field errors the server
 * names go back to their fields; any other failure sets `failed` for the form's error message.
 * A lead that went through is counted as one `generate_lead` conversion (sent only with
 * analytics consent, and carrying the kind alone). The sending code loads on the first
 * submit, so pages carry none of it.
 */
export function useLeadSender<Field extends string>({
  kind,
  fields,
  minDurationMs = 0,
  onSent,
  onFieldError,
}: {
  kind: LeadKind;
  fields: readonly Field[];
  /** The shortest time the form shows it is sending (the investor dialog's second). */
  minDurationMs?: number;
  onSent: () => void;
  onFieldError: (field: Field, code: string) => void;
}) {
  const [failed, setFailed] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  /** `refused` when the server named fields it would not take, `failed` for any other failure. */
  async function send(body: unknown): Promise<'sent' | 'refused' | 'failed'> {
    setFailed(false);
    const [{ postLead }, { sendAnalyticsEvent }] = await Promise.all([
      import('@/lib/leads/post-lead'),
      import('@/lib/analytics/analytics-events'),
    ]);
    const [result] = await Promise.all([
      postLead(leadEndpoint(kind), body, idempotencyKey),
      new Promise((resolve) => setTimeout(resolve, minDurationMs)),
    ]);
    if (result.ok) {
      setIdempotencyKey(newIdempotencyKey());
      sendAnalyticsEvent('generate_lead', { lead_kind: kind });
      onSent();
      return 'sent';
    }
    // 422: the server already took another lead under this key (an attempt whose answer never
    // came back, then an edit). Kept, the key would refuse every retry until a reload.
    if (result.status === 422) setIdempotencyKey(newIdempotencyKey());
    const named = Object.entries(result.fields ?? {}).filter(([field]) =>
      (fields as readonly string[]).includes(field),
    );
    for (const [field, codes] of named) onFieldError(field as Field, codes[0]);
    setFailed(true);
    return named.length > 0 ? 'refused' : 'failed';
  }

  return { failed, setFailed, send };
}
