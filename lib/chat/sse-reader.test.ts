import {
  createChatStreamReader,
  deltaEvent,
  readChatStream,
  type ChatStreamEvent,
} from './sse-reader';

const encoder = new TextEncoder();

function readAll(chunks: (Uint8Array | string)[]): ChatStreamEvent[] {
  const events: ChatStreamEvent[] = [];
  const reader = createChatStreamReader((event) => events.push(event));
  for (const chunk of chunks) reader.feed(chunk);
  reader.end();
  return events;
}

const text = (events: ChatStreamEvent[]) =>
  events.map((event) => (event.type === 'delta' ? event.text : `<${event.type}>`)).join('');

const sample =
  ': keep-alive comment\n\n' +
  deltaEvent('Grüße, ') +
  '\n' +
  deltaEvent('MCP “servers” 🚀') +
  'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n' +
  ': another comment\n' +
  deltaEvent(' end.') +
  'data: [DONE]\n\n' +
  deltaEvent('after done is ignored');

describe('createChatStreamReader', () => {
  it('reads deltas, skips comments, blank lines and role-only events, and stops at [DONE]', () => {
    expect(text(readAll([sample]))).toBe('Grüße, MCP “servers” 🚀 end.<done>');
  });

  it('gives the same result with the bytes split at every offset', () => {
    const bytes = encoder.encode(sample);
    for (let offset = 0; offset <= bytes.length; offset += 1) {
      const events = readAll([bytes.subarray(0, offset), bytes.subarray(offset)]);
      expect(text(events)).toBe('Grüße, MCP “servers” 🚀 end.<done>');
    }
  });

  it('gives the same result fed one byte at a time', () => {
    const bytes = encoder.encode(sample);
    const chunks = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
    expect(text(readAll(chunks))).toBe('Grüße, MCP “servers” 🚀 end.<done>');
  });

  it('re-buffers JSON split across chunks until it is complete', () => {
    const events = readAll(['data: {"choices":[{"del', 'ta":{"content":"hel', 'lo"}}]}\n', '\n']);
    expect(text(events)).toBe('hello');
  });

  it('skips malformed JSON and goes on', () => {
    const events = readAll(['data: {"choices": [oops\n\n', deltaEvent('fine'), 'data: [DONE]\n\n']);
    expect(text(events)).toBe('fine<done>');
  });

  it('reads data lines separated by a single newline', () => {
    const events = readAll([
      'data: {"choices":[{"delta":{"content":"a"}}]}\ndata: {"choices":[{"delta":{"content":"b"}}]}\ndata: [DONE]\n',
    ]);
    expect(text(events)).toBe('ab<done>');
  });

  it('accepts CRLF line endings and data without a space', () => {
    const events = readAll([
      'data:{"choices":[{"delta":{"content":"x"}}]}\r\n\r\ndata: [DONE]\r\n\r\n',
    ]);
    expect(text(events)).toBe('x<done>');
  });

  it('turns an error event or an error payload into an error', () => {
    expect(readAll(['event: error\ndata: {"error":"upstream_failed"}\n\n'])).toEqual([
      { type: 'error', message: 'upstream_failed' },
    ]);
    expect(readAll(['data: {"error":{"message":"quota"}}\n\n'])).toEqual([
      { type: 'error', message: 'quota' },
    ]);
  });

  it('flushes a last event that lacks its blank line', () => {
    expect(text(readAll(['data: {"choices":[{"delta":{"content":"tail"}}]}']))).toBe('tail');
  });
});

describe('readChatStream', () => {
  const body = (parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });

  it('tells how the stream ended', async () => {
    const seen: string[] = [];
    const onEvent = (event: ChatStreamEvent) => {
      if (event.type === 'delta') seen.push(event.text);
    };
    await expect(
      readChatStream(body([deltaEvent('a'), 'data: [DONE]\n\n']), onEvent),
    ).resolves.toBe('done');
    await expect(readChatStream(body([deltaEvent('b')]), onEvent)).resolves.toBe('eof');
    await expect(
      readChatStream(body(['event: error\ndata: {}\n\n', deltaEvent('c')]), onEvent),
    ).resolves.toBe('error');
    expect(seen).toEqual(['a', 'b']);
  });
});
