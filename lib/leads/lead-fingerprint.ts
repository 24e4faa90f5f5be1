import { createHash } from 'node:crypto';

/**
 * SHA-256 of the kind and the lead as validated, fields in name order: two bodies that differ
 * only in spacing, key order, stripped characters or omitted optional fields deliver the same
 * lead, so they count as the same request under one Idempotency-Key. Only this hash is kept
 * with the key, never the lead.
 */
export function leadFingerprint(kind: string, lead: Record<string, unknown>): string {
  const fields = Object.keys(lead).sort();
  const canonical = JSON.stringify([kind, fields.map((field) => [field, lead[field]])]);
  return createHash('sha256').update(canonical).digest('hex');
}
