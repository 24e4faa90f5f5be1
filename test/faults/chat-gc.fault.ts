import { relayToUpstream, type RelayTimeouts } from '@/lib/chat/upstream-relay';
import { printReport, report, until } from './harness';
import { readAnswer, startFakeChatUpstream, type FakeChatUpstream } from './chat-upstream';

/**
 * The chat relay with garbage collection forced all through the stream (this file needs
 * `node --expose-gc`, which `npm run test:faults` passes): it must still stop on its total,
 * idle and byte caps and on the client's abort, and close the upstream socket itself each
 * time. The relay is called and then dropped, as a route handler's locals are: only the
 * client's stream is kept.
 */
const gc = (globalThis as { gc?: () => void }).gc;
/**
 * The relay destroys the socket at once; the fake upstream, in this same process and behind the
 * same forced collections, notices on its next turn of the event loop. Against minutes.
 */
const SOCKET_CLOSED_WITHIN_MS = 1000;
let upstream: FakeChatUpstream;
let collector: ReturnType<typeof setInterval>;
let collections = 0;

beforeAll(async () => {
  if (!gc) throw new Error('run with node --expose-gc (npm run test:faults does)');
  upstream = await startFakeChatUpstream();
  // A collection every few milliseconds, with garbage to collect.
  collector = setInterval(() => {
    void Array.from({ length: 2000 }, (_, n) => ({ n, text: `garbage ${n}` }));
    gc();
    collections += 1;
  }, 3);
});
afterAll(async () => {
  clearInterval(collector);
  await upstream.close();
  report('forced collections during the file', { collections });
  printReport('chat-gc');
});

const caps = (overrides: Partial<RelayTimeouts> = {}): RelayTimeouts => ({
  firstByteMs: 1000,
  idleMs: 800,
  totalMs: 1500,
  maxBytes: 64 * 1024,
  ...overrides,
});

async function relay(timeouts: RelayTimeouts, signal = new AbortController().signal) {
  const response = await relayToUpstream(
    { url: upstream.url },
    [{ role: 'user', content: 'Tell me everything.' }],
    signal,
    timeouts,
  );
  expect(response.status).toBe(200);
  return response.body!;
}

/** The upstream connection this scenario opened, once its socket has closed. */
async function closedConnection(index: number) {
  await until(() => upstream.connections[index]?.closedAt !== undefined, 5000, 'socket closed');
  return upstream.connections[index];
}

it('stops at the total cap and closes the upstream socket, whatever is collected', async () => {
  upstream.script({ everyMs: 40 });
  const index = upstream.connections.length;
  const started = Date.now();
  const answer = await readAnswer(await relay(caps()));
  const connection = await closedConnection(index);
  const ranMs = answer.endedAt - started;
  expect(answer.text).toContain('"error":"upstream_timeout"');
  expect(ranMs).toBeGreaterThanOrEqual(1450);
  // Stopped by the cap, give or take a busy event loop: not by the upstream, which never ends.
  expect(ranMs).toBeLessThan(4000);
  expect(connection.closedAt! - answer.endedAt).toBeLessThan(SOCKET_CLOSED_WITHIN_MS);
  report('total cap 1500 ms under forced GC', {
    streamMs: ranMs,
    socketClosedAfterEndMs: connection.closedAt! - answer.endedAt,
  });
});

it('stops when the upstream goes quiet, at the idle cap', async () => {
  upstream.script({ everyMs: 40, chunks: 3 });
  const index = upstream.connections.length;
  const answer = await readAnswer(await relay(caps({ idleMs: 400, totalMs: 20_000 })));
  const connection = await closedConnection(index);
  const quietMs = answer.endedAt - connection.openedAt;
  expect(answer.text).toContain('"error":"upstream_timeout"');
  // Three deltas, then silence: ended by the idle cap, long before the total one.
  expect(quietMs).toBeLessThan(5000);
  expect(connection.closedAt! - answer.endedAt).toBeLessThan(SOCKET_CLOSED_WITHIN_MS);
  report('idle cap 400 ms under forced GC', {
    streamMs: quietMs,
    socketClosedAfterEndMs: connection.closedAt! - answer.endedAt,
  });
});

it('stops at the byte cap', async () => {
  upstream.script({ everyMs: 1, size: 4096 });
  const index = upstream.connections.length;
  const answer = await readAnswer(await relay(caps({ maxBytes: 32 * 1024, totalMs: 5000 })));
  const connection = await closedConnection(index);
  expect(answer.text).toContain('"error":"answer_too_long"');
  expect(connection.closedAt! - answer.endedAt).toBeLessThan(SOCKET_CLOSED_WITHIN_MS);
  report('byte cap 32 KB under forced GC', {
    relayedBytes: answer.text.length,
    upstreamSentBytes: connection.bytes,
    socketClosedAfterEndMs: connection.closedAt! - answer.endedAt,
  });
});

it('closes the upstream socket when the client goes, by abort or by cancelling its stream', async () => {
  for (const how of ['abort', 'cancel'] as const) {
    upstream.script({ everyMs: 40 });
    const index = upstream.connections.length;
    const client = new AbortController();
    const body = await relay(caps({ totalMs: 10_000, idleMs: 10_000 }), client.signal);
    const reader = body.getReader();
    await reader.read();
    await reader.read();
    const leftAt = Date.now();
    if (how === 'abort') client.abort();
    else await reader.cancel();
    const connection = await closedConnection(index);
    expect(connection.closedAt! - leftAt).toBeLessThan(SOCKET_CLOSED_WITHIN_MS);
    report(`client ${how} under forced GC`, { socketClosedAfterMs: connection.closedAt! - leftAt });
  }
});

it('ends a stream nobody reads any more at the total cap, socket closed', async () => {
  upstream.script({ everyMs: 20, size: 512 });
  const index = upstream.connections.length;
  const started = Date.now();
  const body = await relay(caps({ totalMs: 1000, idleMs: 10_000 }));
  // Read once, then neither read nor cancel: a visitor whose tab froze.
  await body.getReader().read();
  const connection = await closedConnection(index);
  expect(connection.closedAt! - started).toBeLessThan(1500);
  report('stalled client, total cap 1000 ms, under forced GC', {
    socketClosedAtMs: connection.closedAt! - started,
  });
});
