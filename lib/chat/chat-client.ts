import { retryAfterSeconds } from '@/lib/http/retry-after';
import type { ChatMessage } from './chat-message';
import { CHAT_ENDPOINT } from './limits';
import { requestMessages } from './request-messages';
import { readChatStream } from './sse-reader';

/** Why a send failed, which picks the toast (docs/specification.md §8). */
export type ChatFailure = 'rate-limit' | 'payment' | 'error';

export type ChatOutcome =
  /** The answer arrived; 'cut' when the stream failed part-way. */
  | { kind: 'answered'; complete: boolean }
  | { kind: 'failed'; reason: ChatFailure; retryAfterSeconds?: number }
  /** The visitor pressed Stop. */
  | { kind: 'stopped' };

export type StreamChatOptions = {
  path: string;
  conversation: ChatMessage[];
  signal: AbortSignal;
  /** The answer has started: the widget adds the empty assistant message now. */
  onStart: () => void;
  onDelta: (text: string) => void;
  endpoint?: string;
};

/** Sends the conversation to /api/chat and streams the answer back, piece by piece. */
export async function streamChat(options: StreamChatOptions): Promise<ChatOutcome> {
  const { signal } = options;
  let response: Response;
  try {
    response = await fetch(options.endpoint ?? CHAT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        path: options.path,
        messages: requestMessages(options.conversation),
      }),
      signal,
    });
  } catch {
    return signal.aborted ? { kind: 'stopped' } : { kind: 'failed', reason: 'error' };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 429) {
      return {
        kind: 'failed',
        reason: 'rate-limit',
        retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      };
    }
    if (response.status === 402) return { kind: 'failed', reason: 'payment' };
    return { kind: 'failed', reason: 'error' };
  }
  options.onStart();
  try {
    const ending = await readChatStream(response.body, (event) => {
      if (event.type === 'delta') options.onDelta(event.text);
    });
    return { kind: 'answered', complete: ending !== 'error' };
  } catch {
    return signal.aborted ? { kind: 'stopped' } : { kind: 'answered', complete: false };
  }
}
