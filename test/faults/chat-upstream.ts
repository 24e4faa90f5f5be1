import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A hosted ai-chat function standing in for the real one, in the test's process: it streams
 * OpenAI-style deltas as each connection's script says, and records when each connection's
 * socket closed, which is what the fault scenarios measure.
 */
export type ChatScript = {
  /** Milliseconds between deltas; the stream never ends unless `chunks` runs out. */
  everyMs?: number;
  /** Deltas to send, then stop talking (keeping the connection open) unless `end`. */
  chunks?: number;
  /** Bytes per delta. */
  size?: number;
  end?: boolean;
};

export type ChatConnection = { openedAt: number; closedAt?: number; bytes: number };

export type FakeChatUpstream = {
  url: string;
  connections: ChatConnection[];
  script(script: ChatScript): void;
  close(): Promise<void>;
};

export async function startFakeChatUpstream(): Promise<FakeChatUpstream> {
  let current: ChatScript = {};
  const connections: ChatConnection[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const script = current;
      const connection: ChatConnection = { openedAt: Date.now(), bytes: 0 };
      connections.push(connection);
      request.socket.once('close', () => (connection.closedAt = Date.now()));
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const delta = `data: ${JSON.stringify({ choices: [{ delta: { content: 'x'.repeat(script.size ?? 8) } }] })}\n\n`;
      let sent = 0;
      const timer = setInterval(() => {
        if (response.destroyed) return clearInterval(timer);
        if (script.chunks !== undefined && sent >= script.chunks) {
          clearInterval(timer);
          if (script.end) response.end('data: [DONE]\n\n');
          return;
        }
        sent += 1;
        connection.bytes += delta.length;
        response.write(delta);
      }, script.everyMs ?? 50);
      response.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ai-chat`,
    connections,
    script(next) {
      current = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Reads an SSE answer to its end (or until `stopAfter` reads), timing it. */
export async function readAnswer(
  body: ReadableStream<Uint8Array>,
  { stopAfter }: { stopAfter?: number } = {},
): Promise<{ text: string; endedAt: number; reads: number }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let reads = 0;
  for (;;) {
    if (stopAfter !== undefined && reads >= stopAfter) {
      await reader.cancel();
      return { text, endedAt: Date.now(), reads };
    }
    const { done, value } = await reader.read();
    if (done) return { text, endedAt: Date.now(), reads };
    reads += 1;
    text += decoder.decode(value, { stream: true });
  }
}
