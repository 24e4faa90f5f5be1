import { retryAfterSeconds } from '@/lib/http/retry-after';
import { workflowRunBody } from './payload';

/**
 * Delivers one lead to `{baseUrl}/api/workflows/{workflowId}/runs`. Every attempt carries the
 * same Idempotency-Key, so the workflow API can run the lead once however many attempts reach
 * it. Network errors, timeouts, 408, 429 and 5xx are retried with jittered exponential
 * backoff; any other answer is final.
 */
export type RelayOptions = {
  baseUrl: string;
  workflowId: string;
  token?: string;
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Limit for one attempt, response body included. */
  timeoutMs?: number;
  /** The backoff before attempt n+1 is drawn from [d/2, d] with d = min(max, base * 2^(n-1)). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

export type RelayResult =
  | { ok: true; status: number; attempts: number; runId?: string }
  | {
      ok: false;
      reason: 'status' | 'timeout' | 'network';
      status?: number;
      attempts: number;
    };

export const relayDefaults = {
  attempts: 3,
  timeoutMs: 5000,
  baseDelayMs: 300,
  maxDelayMs: 2000,
} as const;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export async function relayLead(
  lead: unknown,
  idempotencyKey: string,
  options: RelayOptions,
): Promise<RelayResult> {
  const {
    attempts = relayDefaults.attempts,
    timeoutMs = relayDefaults.timeoutMs,
    baseDelayMs = relayDefaults.baseDelayMs,
    maxDelayMs = relayDefaults.maxDelayMs,
    fetch: fetchImpl = fetch,
    sleep = sleepFor,
    random = Math.random,
  } = options;
  const url = `${options.baseUrl}/api/workflows/${encodeURIComponent(options.workflowId)}/runs`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'idempotency-key': idempotencyKey,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = JSON.stringify(workflowRunBody(lead));

  let last: RelayResult = { ok: false, reason: 'network', attempts: 0 };
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let retryAfterMs: number | undefined;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        return {
          ok: true,
          status: response.status,
          attempts: attempt,
          runId: await runId(response),
        };
      }
      await response.body?.cancel().catch(() => undefined);
      last = { ok: false, reason: 'status', status: response.status, attempts: attempt };
      if (!isRetryableStatus(response.status)) return last;
      const seconds = retryAfterSeconds(response.headers.get('retry-after'));
      retryAfterMs = seconds === undefined ? undefined : seconds * 1000;
    } catch (error) {
      // Compared by name: the error may come from another realm than this module's DOMException.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      last = { ok: false, reason: timedOut ? 'timeout' : 'network', attempts: attempt };
    }
    if (attempt < attempts) {
      const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
      const backoff = ceiling / 2 + (random() * ceiling) / 2;
      // A short Retry-After from the upstream is honoured; a long one is not worth the wait.
      await sleep(Math.min(maxDelayMs, Math.max(backoff, retryAfterMs ?? 0)));
    }
  }
  return last;
}

/**
 * The run's identifier, if the response names one; it is the only part of the response that
 * is logged (the response shape is not specified and may echo personal data).
 */
async function runId(response: Response): Promise<string | undefined> {
  try {
    const json = (await response.json()) as Record<string, unknown> | null;
    const id = json?.id ?? json?.run_id ?? json?.runId;
    return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 100) : undefined;
  } catch {
    return undefined;
  }
}
