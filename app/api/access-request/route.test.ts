import { startScriptedUpstream, type ScriptedUpstream } from '@/test/scripted-upstream';

/**
 * The route wires the environment: NEXT_PUBLIC_SITE_URL and SITE_ORIGINS are the origins a lead
 * may come from; once a public origin is set, localhost is no longer one of them.
 */
let upstream: ScriptedUpstream;
const saved = { ...process.env };

beforeAll(async () => {
  upstream = await startScriptedUpstream();
  process.env.WORKFLOW_API_URL = upstream.url;
  process.env.NEXT_PUBLIC_SITE_URL = 'https://www.yno.example';
  process.env.SITE_ORIGINS = 'http://intranet.yno.example:8080';
});

afterAll(async () => {
  process.env = saved;
  await upstream.close();
});

beforeEach(() => {
  upstream.reset();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const lead = {
  fullName: 'Mei Lin Tan',
  workEmail: 'mei.tan@example.com',
  phoneNumber: '+65 6123 4567',
  companyName: 'Example Logistics',
};

const post = (origin: string) =>
  new Request('http://localhost:3000/api/access-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin },
    body: JSON.stringify(lead),
  });

it("relays a lead from the site's configured origins only", async () => {
  const { POST, runtime } = await import('./route');
  expect(runtime).toBe('nodejs');
  expect((await POST(post('https://www.yno.example'))).status).toBe(200);
  expect((await POST(post('http://intranet.yno.example:8080'))).status).toBe(200);
  expect((await POST(post('http://localhost:3000'))).status).toBe(403);
  expect((await POST(post('http://www.yno.example'))).status).toBe(403);
  expect(upstream.received).toHaveLength(2);
});

it('refuses a foreign Origin with 403', async () => {
  const { POST } = await import('./route');
  const response = await POST(post('https://evil.example'));
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ error: 'forbidden_origin' });
  expect(upstream.received).toHaveLength(0);
});
