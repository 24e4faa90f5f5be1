import { problem } from '@/lib/http/problem';
import { retryAfterSeconds } from '@/lib/http/retry-after';
import type { UpstreamMessage } from './chat-message';
import { createChatStreamReader, deltaEvent, DONE_EVENT, errorEvent } from './sse-reader';
import { sseResponse } from './sse-response';

export type UpstreamTarget = { url: string; key?: string };
/**
 * Bounds on one answer: until its first byte, between two reads, for the whole stream, and its
 * size as received, so no upstream can hold a connection or grow an answer without end.
 */
export type RelayTimeouts = {
  firstByteMs: number;
  idleMs: number;
  totalMs: number;
  maxBytes: number;
};

/**
 * Forwards the conversation to the hosted ai-chat function and streams its answer back,
 * re-encoded event by event: only answer text crosses, never the upstream's own words.
 * The client's abort, a first-byte, idle or total timeout and an oversize answer all cancel
 * the upstream call; the client then gets an error event after the text it already has.
 */
export async function relayToUpstream(
  target: UpstreamTarget,
  messages: UpstreamMessage[],
  clientSignal: AbortSignal,
  timeouts: RelayTimeouts,
): Promise<Response> {
  const upstream = new AbortController();
  let timedOut = false;
  const abortUpstream = () => upstream.abort();
  clientSignal.addEventListener('abort', abortUpstream, { once: true });
  const release = () => clientSignal.removeEventListener('abort', abortUpstream);
  let timer = setTimeout(() => {
    timedOut = true;
    upstream.abort();
  }, timeouts.firstByteMs);
  const wholeAnswer = setTimeout(() => {
    timedOut = true;
    upstream.abort();
  }, timeouts.totalMs);

  let response: globalThis.Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(target.key ? { authorization: `Bearer ${target.key}` } : {}),
      },
      body: JSON.stringify({ messages }),
      signal: upstream.signal,
      redirect: 'error',
      cache: 'no-store',
    });
  } catch (error) {
    clearTimeout(timer);
    clearTimeout(wholeAnswer);
    release();
    if (timedOut) return problem(504, upstreamTimeout);
    if (clientSignal.aborted) return problem(499, clientGone);
    console.error('chat upstream unreachable:', (error as Error).message);
    return problem(502, upstreamFailed);
  }
  clearTimeout(timer);

  if (!response.ok || !response.body) {
    clearTimeout(wholeAnswer);
    release();
    await response.body?.cancel().catch(() => undefined);
    console.error(`chat upstream answered ${response.status}`);
    if (response.status === 429) {
      return problem(429, rateLimited, { 'Retry-After': retryAfter(response.headers) });
    }
    if (response.status === 402) return problem(402, paymentRequired);
    return problem(502, upstreamFailed);
  }

  const reader = response.body.getReader();
  const encoder = new TextEncoder();

  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      void pump(controller);
    },
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(wholeAnswer);
      upstream.abort();
    },
  });
  return sseResponse(stream);

  async function pump(controller: ReadableStreamDefaultController<Uint8Array>) {
    const send = (text: string) => controller.enqueue(encoder.encode(text));
    const parser = createChatStreamReader((event) => {
      if (event.type === 'delta') send(deltaEvent(event.text));
      else if (event.type === 'done') send(DONE_EVENT);
      else send(errorEvent(upstreamFailed.error, upstreamFailed.message));
    });
    let received = 0;
    try {
      while (!parser.done) {
        timer = setTimeout(() => {
          timedOut = true;
          upstream.abort();
        }, timeouts.idleMs);
        const { done, value } = await reader.read();
        clearTimeout(timer);
        if (done) {
          parser.end();
          // A stream that simply ends is taken as finished.
          if (!parser.done) send(DONE_EVENT);
          break;
        }
        received += value.byteLength;
        if (received > timeouts.maxBytes) {
          console.error(`chat upstream answer over ${timeouts.maxBytes} bytes: cut`);
          send(errorEvent(answerTooLong.error, answerTooLong.message));
          break;
        }
        parser.feed(value);
      }
      controller.close();
    } catch (error) {
      clearTimeout(timer);
      if (clientSignal.aborted || cancelled) return;
      console.error('chat upstream stream failed:', (error as Error).message);
      const failure = timedOut ? upstreamTimeout : upstreamFailed;
      try {
        send(errorEvent(failure.error, failure.message));
        controller.close();
      } catch {
        // The client has gone already.
      }
    } finally {
      clearTimeout(wholeAnswer);
      release();
      upstream.abort();
    }
  }
}

/** The upstream's Retry-After in seconds (at least 1, at most a day); 30 s when it sent none. */
function retryAfter(headers: Headers): string {
  const seconds = retryAfterSeconds(headers.get('retry-after'));
  return String(seconds === undefined ? 30 : Math.min(86_400, Math.max(1, seconds)));
}

const upstreamFailed = {
  error: 'upstream_failed',
  message: 'The assistant is not available right now.',
};
const upstreamTimeout = {
  error: 'upstream_timeout',
  message: 'The assistant took too long to answer.',
};
const answerTooLong = {
  error: 'answer_too_long',
  message: 'The answer was longer than the assistant may send.',
};
const clientGone = { error: 'client_closed', message: 'The request was cancelled.' };
const rateLimited = {
  error: 'rate_limited',
  message: 'Too many requests to the assistant. Try again later.',
};
const paymentRequired = {
  error: 'payment_required',
  message: 'The assistant has run out of credits.',
};
