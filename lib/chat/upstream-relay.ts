import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
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

type Failure = { error: string; message: string };

/**
 * Forwards the conversation to the hosted ai-chat function and streams its answer back,
 * re-encoded event by event: only answer text crosses, never the upstream's own words.
 *
 * Every way an answer can end goes through one `stop`, which the relay calls itself: the
 * first-byte, idle and total timers, the byte cap, the client's abort (its request signal, or
 * the stream's cancel), an upstream error. `stop` destroys the upstream response and the
 * request's socket directly, clears every timer and closes the client's stream (with an error
 * event after the text it already has). The request is made with node:http, whose socket the
 * relay holds, rather than fetch, whose socket is only reachable through an AbortSignal: under
 * heavy garbage collection that path was seen to leave an answer streaming 465 s against a
 * 100 s cap, and the upstream socket open minutes after the visitor left. The timers hold the
 * request, so the total cap fires whatever else is collected.
 */
export function relayToUpstream(
  target: UpstreamTarget,
  messages: UpstreamMessage[],
  clientSignal: AbortSignal,
  timeouts: RelayTimeouts,
): Promise<Response> {
  const url = new URL(target.url);
  const payload = Buffer.from(JSON.stringify({ messages }));
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise<Response>((resolve) => {
    /** Until the upstream's headers: the answer this request will get. */
    let answered = false;
    let stopped = false;
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    let upstream: IncomingMessage | undefined;
    const encoder = new TextEncoder();
    const timers: ReturnType<typeof setTimeout>[] = [];

    const request = transport.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(payload.byteLength),
        accept: 'text/event-stream',
        ...(target.key ? { authorization: `Bearer ${target.key}` } : {}),
      },
    });

    function answer(response: Response) {
      if (answered) return;
      answered = true;
      resolve(response);
    }

    function send(text: string) {
      try {
        stream?.enqueue(encoder.encode(text));
      } catch {
        // The client has gone already.
      }
    }

    /**
     * Ends everything, once: the upstream response and socket are destroyed, the timers
     * cleared, and the client gets `before` (no answer yet) or, mid-stream, `failure` as an
     * error event, then the end of its stream.
     */
    function stop(failure?: Failure, before?: () => Response) {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      clientSignal.removeEventListener('abort', onClientAbort);
      upstream?.destroy();
      request.destroy();
      request.socket?.destroy();
      if (!answered) return answer(before?.() ?? problem(502, upstreamFailed));
      if (failure) send(errorEvent(failure.error, failure.message));
      try {
        stream?.close();
      } catch {
        // Closed by the client already.
      }
    }

    function onClientAbort() {
      stop(undefined, () => problem(499, clientGone));
    }

    if (clientSignal.aborted) return onClientAbort();
    clientSignal.addEventListener('abort', onClientAbort, { once: true });
    const firstByte = setTimeout(
      () => stop(upstreamTimeout, () => problem(504, upstreamTimeout)),
      timeouts.firstByteMs,
    );
    timers.push(
      firstByte,
      setTimeout(
        () => stop(upstreamTimeout, () => problem(504, upstreamTimeout)),
        timeouts.totalMs,
      ),
    );

    request.on('error', (error) => {
      if (stopped) return;
      console.error('chat upstream failed:', error.message);
      stop(upstreamFailed);
    });

    request.on('response', (response) => {
      clearTimeout(firstByte);
      upstream = response;
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        console.error(`chat upstream answered ${status}`);
        const retry = retryAfter(response.headers['retry-after']);
        if (status === 429)
          return stop(undefined, () => problem(429, rateLimited, { 'Retry-After': retry }));
        if (status === 402) return stop(undefined, () => problem(402, paymentRequired));
        return stop(undefined, () => problem(502, upstreamFailed));
      }

      const parser = createChatStreamReader((event) => {
        if (event.type === 'delta') send(deltaEvent(event.text));
        else if (event.type === 'done') send(DONE_EVENT);
        else send(errorEvent(upstreamFailed.error, upstreamFailed.message));
      });
      let received = 0;
      let idle: ReturnType<typeof setTimeout> | undefined;
      const quiet = () => {
        clearTimeout(idle);
        idle = setTimeout(() => stop(upstreamTimeout), timeouts.idleMs);
        timers.push(idle);
      };
      quiet();

      response.on('data', (chunk: Buffer) => {
        if (stopped) return;
        quiet();
        received += chunk.byteLength;
        if (received > timeouts.maxBytes) {
          console.error(`chat upstream answer over ${timeouts.maxBytes} bytes: cut`);
          return stop(answerTooLong);
        }
        parser.feed(chunk);
        // The answer is over: nothing more is read from this connection.
        if (parser.done) return stop();
        if ((stream?.desiredSize ?? 1) <= 0) response.pause();
      });
      response.on('end', () => {
        if (stopped) return;
        parser.end();
        // A stream that simply ends is taken as finished.
        if (!parser.done) send(DONE_EVENT);
        stop();
      });
      response.on('error', (error) => {
        if (stopped) return;
        console.error('chat upstream stream failed:', error.message);
        stop(upstreamFailed);
      });
      response.on('close', () => {
        if (!stopped && !response.complete) stop(upstreamFailed);
      });

      answer(
        sseResponse(
          new ReadableStream<Uint8Array>({
            start(controller) {
              stream = controller;
            },
            pull() {
              if (!stopped) response.resume();
            },
            cancel() {
              stop();
            },
          }),
        ),
      );
    });

    request.end(payload);
  });
}

/** The upstream's Retry-After in seconds (at least 1, at most a day); 30 s when it sent none. */
function retryAfter(header: string | string[] | undefined): string {
  const seconds = retryAfterSeconds(Array.isArray(header) ? header[0] : (header ?? null));
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
