/**
 * Sends a lead from the browser to the site's own route, with the Idempotency-Key the form
 * keeps for it. Any 2xx went through (200 relayed, 202 stored for delivery); a 400 names the
 * fields the server refused; a 409 (the same lead is still being handled, a double submit or
 * an earlier attempt whose answer was lost) is asked again after its Retry-After, so the
 * visitor gets that lead's answer; anything else, or no answer in time, is a failure the
 * visitor can retry under the same key.
 */
export type PostLeadResult =
  { ok: true } | { ok: false; status?: number; fields?: Record<string, string[]> };

/** The relay waits at most about 20 s for the workflow API; give up a little after that. */
const TIMEOUT_MS = 45_000;
/** A 409's wait, when it names none or an unreasonable one. */
const IN_PROGRESS_WAIT_MS = 1000;

export async function postLead(
  endpoint: string,
  body: unknown,
  idempotencyKey: string,
  { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<PostLeadResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  for (;;) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
      signal,
    }).catch(() => null);
    if (!response) return { ok: false };
    if (response.ok) return { ok: true };
    if (response.status === 409) {
      const seconds = Number(response.headers.get('retry-after'));
      const waitMs = seconds > 0 && seconds <= 10 ? seconds * 1000 : IN_PROGRESS_WAIT_MS;
      const waited = await new Promise<boolean>((resolve) => {
        if (signal.aborted) return resolve(false);
        const timer = setTimeout(() => resolve(true), waitMs);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), {
          once: true,
        });
      });
      if (waited) continue;
      return { ok: false, status: 409 };
    }
    if (response.status !== 400) return { ok: false, status: response.status };
    const problem = (await response.json().catch(() => null)) as {
      fields?: Record<string, string[]>;
    } | null;
    return { ok: false, status: 400, fields: problem?.fields };
  }
}
