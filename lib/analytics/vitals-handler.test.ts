import { recordingLog } from '@/test/lead-fixtures';
import { createVitalsHandler, MAX_VITALS_BODY_BYTES, type VitalsConfig } from './vitals-handler';

const ORIGIN = 'https://www.yno.example';

const measurement = {
  name: 'LCP',
  value: 1234,
  rating: 'good',
  navigationType: 'navigate',
  id: 'v5-1732460000000-1234567890123',
  path: '/de/pricing',
};

function setup(config: Partial<VitalsConfig> = {}) {
  const recording = recordingLog();
  const POST = createVitalsHandler({
    config: () => ({
      rateLimit: 100,
      siteOrigins: { origins: [ORIGIN], loopback: false },
      vercel: false,
      trustedProxy: false,
      ...config,
    }),
    log: recording.log,
  });
  return { POST, lines: recording.lines };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/vitals', () => {
  it('logs a valid measurement as one structured line and answers 204', async () => {
    const { POST, lines } = setup();
    const response = await POST(post(measurement));
    expect(response.status).toBe(204);
    expect(lines).toEqual([{ level: 'info', event: 'web_vital', fields: measurement }]);
  });

  it('refuses a measurement it does not know, with the fields named, and logs nothing', async () => {
    const { POST, lines } = setup();
    for (const body of [
      { ...measurement, name: 'FID' },
      { ...measurement, value: -1 },
      { ...measurement, path: 'https://elsewhere.example/x' },
      { ...measurement, path: '/contact?email=jane@example.com' },
      { ...measurement, email: 'jane@example.com' },
    ]) {
      const response = await POST(post(body));
      expect(response.status).toBe(400);
      const problem = await response.json();
      expect(problem.error).toBe('invalid_fields');
      expect(Object.keys(problem.fields).length).toBeGreaterThan(0);
    }
    expect(lines).toEqual([]);
  });

  it('answers 415, 400 and 413 for a body that is not small JSON', async () => {
    const { POST } = setup();
    expect((await POST(post('name=LCP', { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await POST(post('{"name":'))).status).toBe(400);
    const large = { ...measurement, id: 'x'.repeat(MAX_VITALS_BODY_BYTES) };
    expect((await POST(post(large))).status).toBe(413);
  });

  it('refuses another site, and limits each client', async () => {
    const { POST, lines } = setup({ rateLimit: 2 });
    expect((await POST(post(measurement, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await POST(post(measurement))).status).toBe(204);
    expect((await POST(post(measurement))).status).toBe(204);
    const limited = await POST(post(measurement));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(lines).toHaveLength(2);
  });
});
