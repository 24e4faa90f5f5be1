/**
 * Sends a lead from the browser to the site's own route, with the Idempotency-Key the form
 * keeps for it. Any 2xx went through (200 relayed, 202 stored for delivery); a 400 names the
 * fields the server refused; anything else, or no answer in time, is a failure the visitor can
 * retry under the same key.
 */
export type PostLeadResult =
  { ok: true } | { ok: false; status?: number; fields?: Record<string, string[]> };

/** The relay retries for up to about 20 s; give up a little after that. */
const TIMEOUT_MS = 45_000;

export async function postLead(
  endpoint: string,
  body: unknown,
  idempotencyKey: string,
  { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<PostLeadResult> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => null);
  if (!response) return { ok: false };
  if (response.ok) return { ok: true };
  if (response.status !== 400) return { ok: false, status: response.status };
  const problem = (await response.json().catch(() => null)) as {
    fields?: Record<string, string[]>;
  } | null;
  return { ok: false, status: 400, fields: problem?.fields };
}
