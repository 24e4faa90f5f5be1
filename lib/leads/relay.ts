import { retryAfterSeconds } from '@/lib/http/retry-after';
import { workflowRunBody } from './payload';

/**
 * Delivers one lead to `{baseUrl}/api/workflows/{workflowId}/runs`. Every attempt carries the
 * same Idempotency-Key, so the workflow API can run the lead once however many attempts reach
 * it (docs/leads.md says what it must do with the key).
 *
 * An attempt is retried, after a jittered exponential backoff, only when its outcome is known
 * not to be a run: the connection was never made (refused, no such host), or the workflow API
 * answered 408, 409, 429 or 5xx. Any other answer is final. An attempt that got no answer in
 * `answerMs`, or whose connection broke after the lead was sent, may still be running at the
 * workflow API, so it is never retried blindly: the result says since when it is unsettled,
 * and a caller must not send the lead again before `unsettledSince + HOLD_MS`. An attempt
 * still open is kept open (in the background) until `inFlightMs`; `inFlight` settles with its
 * outcome, so a caller can learn that the lead went through after all.
 */
export type RelayOptions = {
  baseUrl: string;
  workflowId: string;
  token?: string;
  /** Attempts in all, the first included. */
  attempts?: number;
  /** How long the caller waits for an attempt's answer, response body included. */
  answerMs?: number;
  /** How long an attempt with no answer yet is kept open before it is given up. */
  inFlightMs?: number;
  /** The backoff before attempt n+1 is drawn from [d/2, d] with d = min(max, base * 2^(n-1)). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
};

export type RelayResult =
  | { ok: true; status: number; attempts: number; runId?: string }
  | {
      ok: false;
      reason: 'status' | 'timeout' | 'network';
      status?: number;
      attempts: number;
      /**
       * Epoch ms the last attempt began, when its outcome is unknown: the workflow API may have
       * the lead in progress. Not sent again before unsettledSince + HOLD_MS.
       */
      unsettledSince?: number;
      /** The last attempt, still open: settles with its outcome, by inFlightMs at the latest. */
      inFlight?: Promise<RelayResult>;
    };

export const relayDefaults = {
  attempts: 3,
  answerMs: 5000,
  inFlightMs: 45_000,
  baseDelayMs: 300,
  maxDelayMs: 2000,
} as const;

/**
 * How long after an unsettled attempt began the lead may be sent again: past the longest any
 * attempt is kept open (inFlightMs), with a margin for the workflow API to finish what it got.
 */
export const HOLD_MS = 60_000;

/** Connection failures that mean the request never left: safe to try again at once. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Answers that say the workflow API did not run the lead, and may if asked again. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** One attempt's result, with what decides whether it may be retried. */
type Attempt = { result: RelayResult; retryAfterMs?: number; sent: boolean };

export async function relayLead(
  lead: unknown,
  idempotencyKey: string,
  options: RelayOptions,
): Promise<RelayResult> {
  const {
    attempts = relayDefaults.attempts,
    answerMs = relayDefaults.answerMs,
    inFlightMs = Math.max(answerMs, relayDefaults.inFlightMs),
    baseDelayMs = relayDefaults.baseDelayMs,
    maxDelayMs = relayDefaults.maxDelayMs,
    fetch: fetchImpl = fetch,
    sleep = sleepFor,
    random = Math.random,
    now = Date.now,
  } = options;
  const url = `${options.baseUrl}/api/workflows/${encodeURIComponent(options.workflowId)}/runs`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'idempotency-key': idempotencyKey,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = JSON.stringify(workflowRunBody(lead));

  /** One POST, open until it settles or inFlightMs passes. */
  async function attempt(number: number): Promise<Attempt> {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(inFlightMs),
      });
      if (response.ok) {
        const result = { ok: true as const, status: response.status, attempts: number };
        return { result: { ...result, runId: await runId(response) }, sent: true };
      }
      await response.body?.cancel().catch(() => undefined);
      const seconds = retryAfterSeconds(response.headers.get('retry-after'));
      return {
        result: { ok: false, reason: 'status', status: response.status, attempts: number },
        retryAfterMs: seconds === undefined ? undefined : seconds * 1000,
        sent: true,
      };
    } catch (error) {
      // Compared by name: the error may come from another realm than this module's DOMException.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
      const sent = timedOut || !(typeof code === 'string' && NOT_SENT.has(code));
      const reason = timedOut ? ('timeout' as const) : ('network' as const);
      return { result: { ok: false, reason, attempts: number }, sent };
    }
  }

  let last: RelayResult = { ok: false, reason: 'network', attempts: 0 };
  for (let number = 1; number <= attempts; number += 1) {
    const startedAt = now();
    const open = attempt(number);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The caller stops waiting after answerMs, unless the attempt's own limit is no later.
    const window =
      answerMs < inFlightMs
        ? new Promise<'waiting'>((resolve) => (timer = setTimeout(resolve, answerMs, 'waiting')))
        : new Promise<never>(() => undefined);
    const outcome = await Promise.race([open, window]);
    clearTimeout(timer);
    if (outcome === 'waiting') {
      return {
        ok: false,
        reason: 'timeout',
        attempts: number,
        unsettledSince: startedAt,
        inFlight: open.then(({ result }) => result),
      };
    }
    const { result, retryAfterMs, sent } = outcome;
    if (result.ok) return result;
    last = result;
    if (result.reason !== 'status' && sent) return { ...result, unsettledSince: startedAt };
    if (result.reason === 'status' && !isRetryableStatus(result.status!)) return result;
    if (number < attempts) {
      const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (number - 1));
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
