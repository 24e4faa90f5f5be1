import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  closedPortUrl,
  startScriptedUpstream,
  type ScriptedUpstream,
} from '@/test/scripted-upstream';
import { emptyAccessRequest } from '@/lib/leads/access-request-fields';
import { isRetryableStatus, relayLead, type RelayOptions, type RelayResult } from './relay';

/** The relay's backoff against a real local server; the handler tests cover the rest. */
let upstream: ScriptedUpstream;
beforeAll(async () => {
  upstream = await startScriptedUpstream({ status: 201 });
});
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

function relay(options: Partial<RelayOptions> & { waits: number[] }) {
  const { waits, ...rest } = options;
  return relayLead(emptyAccessRequest, 'key-00000001', {
    baseUrl: upstream.url,
    workflowId: 'wf',
    sleep: async (ms) => void waits.push(ms),
    ...rest,
  });
}

describe('relayLead backoff', () => {
  it('waits a jittered, growing delay between attempts: [d/2, d] with d = base × 2^(n-1)', async () => {
    upstream.answers = [{ status: 503 }, { status: 503 }, { status: 503 }];
    const waits: number[] = [];
    const result = await relay({ waits, baseDelayMs: 200, maxDelayMs: 10_000, random: () => 0.5 });
    expect(result).toEqual({ ok: false, reason: 'status', status: 503, attempts: 3 });
    // Two waits for three attempts: d = 200 then 400; random 0.5 gives ¾ d.
    expect(waits).toEqual([150, 300]);
  });

  it('draws the jitter from the random source', async () => {
    upstream.answers = [{ status: 500 }, { status: 500 }];
    const waits: number[] = [];
    await relay({ waits, baseDelayMs: 200, random: () => 0 });
    upstream.reset();
    upstream.answers = [{ status: 500 }, { status: 500 }];
    await relay({ waits, baseDelayMs: 200, random: () => 0.999 });
    expect(waits[0]).toBe(100);
    expect(waits[2]).toBeCloseTo(200, 0);
  });

  it('caps the delay, and honours a short Retry-After', async () => {
    upstream.answers = [{ status: 429, headers: { 'retry-after': '1' } }, { status: 503 }];
    const waits: number[] = [];
    const result = await relay({ waits, baseDelayMs: 300, maxDelayMs: 2000, random: () => 0 });
    expect(result).toMatchObject({ ok: true, status: 201, attempts: 3 });
    expect(waits).toEqual([1000, 300]);
  });

  it('does not wait out a long Retry-After', async () => {
    upstream.answers = [{ status: 503, headers: { 'retry-after': '3600' } }];
    const waits: number[] = [];
    await relay({ waits, maxDelayMs: 2000 });
    expect(waits).toEqual([2000]);
  });

  it('escapes the workflow id in the path', async () => {
    await relay({ waits: [], workflowId: 'a/b c' });
    expect(upstream.received[0].url).toBe('/api/workflows/a%2Fb%20c/runs');
  });

  it.each([
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
    [409, true],
    [422, false],
  ])('status %i retryable: %p', (status, retryable) =>
    expect(isRetryableStatus(status)).toBe(retryable),
  );
});

describe('relayLead and a send whose outcome is unknown', () => {
  it('never repeats an attempt that got no answer in time; keeps it open and reports since when', async () => {
    upstream.answers = [{ status: 201, body: '{"id":"run_9"}', delayMs: 300 }];
    const before = Date.now();
    const result = await relay({ waits: [], answerMs: 100, inFlightMs: 2000 });
    expect(result).toMatchObject({ ok: false, reason: 'timeout', attempts: 1 });
    if (result.ok) throw new Error('unreachable');
    expect(result.unsettledSince).toBeGreaterThanOrEqual(before);
    expect(await result.inFlight).toEqual({ ok: true, status: 201, attempts: 1, runId: 'run_9' });
    expect(upstream.received).toHaveLength(1);
  });

  it('gives the open attempt up after inFlightMs', async () => {
    upstream.answers = ['hang'];
    const result = (await relay({ waits: [], answerMs: 50, inFlightMs: 200 })) as Extract<
      RelayResult,
      { ok: false }
    >;
    expect(await result.inFlight).toMatchObject({ ok: false, reason: 'timeout' });
    expect(upstream.received).toHaveLength(1);
  });

  it('waits the whole inFlightMs when that is the answer window (drains)', async () => {
    upstream.answers = [{ status: 201, delayMs: 150 }];
    expect(await relay({ waits: [], answerMs: 1000, inFlightMs: 1000 })).toMatchObject({
      ok: true,
    });
  });

  it('retries at once a connection that was refused: the lead never left', async () => {
    const waits: number[] = [];
    const result = await relayLead(emptyAccessRequest, 'key-00000001', {
      baseUrl: await closedPortUrl(),
      workflowId: 'wf',
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toMatchObject({ ok: false, reason: 'network', attempts: 3 });
    expect((result as { unsettledSince?: number }).unsettledSince).toBeUndefined();
    expect(waits).toHaveLength(2);
  });

  it('does not retry a connection that broke after the lead was sent', async () => {
    let requests = 0;
    const breaking = http.createServer((request) => {
      requests += 1;
      request.resume();
      request.on('end', () => request.socket.destroy());
    });
    await new Promise<void>((resolve) => breaking.listen(0, '127.0.0.1', resolve));
    try {
      const result = await relayLead(emptyAccessRequest, 'key-00000001', {
        baseUrl: `http://127.0.0.1:${(breaking.address() as AddressInfo).port}`,
        workflowId: 'wf',
        sleep: async () => undefined,
      });
      expect(result).toMatchObject({ ok: false, reason: 'network', attempts: 1 });
      expect((result as { unsettledSince?: number }).unsettledSince).toEqual(expect.any(Number));
      expect(requests).toBe(1);
    } finally {
      breaking.close();
    }
  });
});
