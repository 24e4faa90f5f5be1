import { createParser } from 'eventsource-parser';

/**
 * Reads the OpenAI-style chat stream (docs/specification.md §7): `data: ` lines carrying JSON with
 * choices[0].delta.content, blank and `:` comment lines ignored, `[DONE]` at the end. The
 * relay and the widget both read with it. Bytes may be split anywhere, inside a UTF-8
 * character or a JSON value: nothing is decoded until a whole event has arrived.
 */
export type ChatStreamEvent =
  { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; message: string };

export type ChatStreamReader = {
  feed(chunk: Uint8Array | string): void;
  /** The input has ended; flushes a final event that lacked its blank line. */
  end(): void;
  readonly done: boolean;
};

export function createChatStreamReader(
  onEvent: (event: ChatStreamEvent) => void,
): ChatStreamReader {
  const decoder = new TextDecoder();
  let finished = false;

  const emit = (event: ChatStreamEvent) => {
    if (finished) return;
    if (event.type !== 'delta') finished = true;
    onEvent(event);
  };

  const parser = createParser({
    onEvent(message) {
      if (message.event === 'error') {
        emit({ type: 'error', message: errorText(message.data) });
        return;
      }
      // Some upstreams end lines with a single newline; the parser then joins several
      // `data:` lines into one event, so each line is read on its own.
      for (const line of message.data.split('\n')) readData(line.trim());
    },
  });

  function readData(data: string) {
    if (!data) return;
    if (data === '[DONE]') return emit({ type: 'done' });
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      // A malformed event is skipped; the stream goes on.
      return;
    }
    const text = deltaText(value);
    if (text) emit({ type: 'delta', text });
    else if (isRecord(value) && value.error !== undefined)
      emit({ type: 'error', message: errorText(value.error) });
  }

  return {
    feed(chunk) {
      if (finished) return;
      parser.feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    },
    end() {
      if (finished) return;
      const rest = decoder.decode();
      parser.feed(`${rest}\n\n`);
    },
    get done() {
      return finished;
    },
  };
}

/**
 * Reads a whole response body, calling onEvent for each event. Resolves with how the stream
 * ended: 'done' for [DONE], 'error' for an error event, 'eof' when the body simply ended.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<'done' | 'error' | 'eof'> {
  let ending: 'done' | 'error' | 'eof' = 'eof';
  const reader = createChatStreamReader((event) => {
    if (event.type !== 'delta') ending = event.type;
    onEvent(event);
  });
  const stream = body.getReader();
  try {
    while (!reader.done) {
      const { done, value } = await stream.read();
      if (done) {
        reader.end();
        break;
      }
      reader.feed(value);
    }
  } finally {
    if (reader.done) await stream.cancel().catch(() => undefined);
    stream.releaseLock();
  }
  return ending;
}

/** One SSE event carrying a piece of answer text, in the upstream's shape. */
export function deltaEvent(text: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;
}

export const DONE_EVENT = 'data: [DONE]\n\n';

export function errorEvent(error: string, message: string): string {
  return `event: error\ndata: ${JSON.stringify({ error, message })}\n\n`;
}

function deltaText(value: unknown): string | undefined {
  if (!isRecord(value) || !Array.isArray(value.choices)) return undefined;
  const choice: unknown = value.choices[0];
  if (!isRecord(choice) || !isRecord(choice.delta)) return undefined;
  return typeof choice.delta.content === 'string' ? choice.delta.content : undefined;
}

function errorText(data: unknown): string {
  if (typeof data === 'string') {
    try {
      return errorText(JSON.parse(data));
    } catch {
      return 'stream_error';
    }
  }
  if (isRecord(data)) {
    if (typeof data.message === 'string') return data.message;
    if (typeof data.error === 'string') return data.error;
  }
  return 'stream_error';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
