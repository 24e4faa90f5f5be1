import { startScriptedUpstream, type ScriptedUpstream } from '@/test/scripted-upstream';
import { emptyAccessRequest } from '@/lib/leads/access-request-fields';
import { isRetryableStatus, relayLead, type RelayOptions } from './relay';

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
    [409, false],
  ])('status %i retryable: %p', (status, retryable) =>
    expect(isRetryableStatus(status)).toBe(retryable),
  );
});
