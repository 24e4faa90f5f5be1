import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamChat } from './chat-client';
import { deltaEvent } from './sse-reader';

let respond: (response: http.ServerResponse) => void;
let received: unknown;
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received = JSON.parse(raw);
      respond(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chat`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function send(signal = new AbortController().signal) {
  const deltas: string[] = [];
  let started = false;
  let firstDelta!: () => void;
  const arrived = new Promise<void>((resolve) => (firstDelta = resolve));
  const outcome = streamChat({
    endpoint,
    path: '/de/about',
    conversation: [{ role: 'user', content: 'Hallo' }],
    signal,
    onStart: () => (started = true),
    onDelta: (text) => {
      deltas.push(text);
      firstDelta();
    },
  });
  return { outcome, deltas, arrived, started: () => started };
}

describe('streamChat', () => {
  it('posts the path and conversation and streams the answer', async () => {
    respond = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(deltaEvent('Guten ') + deltaEvent('Tag') + 'data: [DONE]\n\n');
    };
    const { outcome, deltas, started } = send();
    await expect(outcome).resolves.toEqual({ kind: 'answered', complete: true });
    expect(deltas.join('')).toBe('Guten Tag');
    expect(started()).toBe(true);
    expect(received).toEqual({ path: '/de/about', messages: [{ role: 'user', content: 'Hallo' }] });
  });

  it.each([
    [429, { kind: 'failed', reason: 'rate-limit', retryAfterSeconds: 12 }],
    [402, { kind: 'failed', reason: 'payment' }],
    [500, { kind: 'failed', reason: 'error' }],
    [502, { kind: 'failed', reason: 'error' }],
  ])('maps HTTP %i to its failure, before any answer starts', async (status, expected) => {
    respond = (response) => {
      response.writeHead(status, { 'retry-after': '12' });
      response.end('{}');
    };
    const { outcome, started } = send();
    await expect(outcome).resolves.toEqual(expected);
    expect(started()).toBe(false);
  });

  it('reports an error event mid-stream as an incomplete answer', async () => {
    respond = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(deltaEvent('part') + 'event: error\ndata: {"error":"upstream_failed"}\n\n');
    };
    const { outcome, deltas } = send();
    await expect(outcome).resolves.toEqual({ kind: 'answered', complete: false });
    expect(deltas).toEqual(['part']);
  });

  it('reports Stop as stopped, keeping what arrived', async () => {
    const controller = new AbortController();
    respond = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(deltaEvent('first'));
    };
    const { outcome, deltas, arrived } = send(controller.signal);
    await arrived;
    controller.abort();
    await expect(outcome).resolves.toEqual({ kind: 'stopped' });
    expect(deltas).toEqual(['first']);
  });
});
