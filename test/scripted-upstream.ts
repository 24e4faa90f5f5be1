import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 standing in for an upstream in route-handler and relay
 * tests: each test scripts the next answers and reads back what arrived.
 */
export type Received = {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};
export type Answer =
  /** `delayMs`: answers that much later (a slow upstream). */
  | { status: number; body?: string; headers?: Record<string, string>; delayMs?: number }
  /** Never answers: for timeouts. */
  | 'hang';

export type ScriptedUpstream = {
  url: string;
  received: Received[];
  /** Consumed in order; once empty, every request gets `fallback`. */
  answers: Answer[];
  reset(): void;
  close(): Promise<void>;
};

export async function startScriptedUpstream(
  fallback: Answer = { status: 201, body: '{"id":"run_1","status":"queued"}' },
): Promise<ScriptedUpstream> {
  const hanging = new Set<http.ServerResponse>();
  const state = { received: [] as Received[], answers: [] as Answer[] };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      state.received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body,
      });
      const answer = state.answers.shift() ?? fallback;
      if (answer === 'hang') return void hanging.add(response);
      hanging.add(response);
      setTimeout(() => {
        hanging.delete(response);
        if (response.destroyed) return;
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          ...answer.headers,
        });
        response.end(answer.body ?? '{}');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get received() {
      return state.received;
    },
    get answers() {
      return state.answers;
    },
    set answers(value: Answer[]) {
      state.answers = value;
    },
    reset() {
      state.received = [];
      state.answers = [];
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A URL on which nothing listens, for network errors. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
