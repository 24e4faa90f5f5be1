import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postLead } from './post-lead';

/** The browser side of a lead, against a real local HTTP server standing in for the route. */
let server: http.Server;
let base: string;
let answer: (response: http.ServerResponse) => void;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (received.length = 0));

const json = (status: number, body: unknown) => (response: http.ServerResponse) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

it('posts the body as JSON with the Idempotency-Key; 200 and 202 both went through', async () => {
  for (const status of [200, 202]) {
    answer = json(status, { status: 'received' });
    expect(await postLead(`${base}/api/subscribe`, { email: 'a@b.co' }, 'key-00000001')).toEqual({
      ok: true,
    });
  }
  expect(received[0].headers['content-type']).toBe('application/json');
  expect(received[0].headers['idempotency-key']).toBe('key-00000001');
  expect(JSON.parse(received[0].body)).toEqual({ email: 'a@b.co' });
});

it('passes on the fields a 400 names', async () => {
  answer = json(400, { error: 'invalid_fields', fields: { email: ['invalidEmail'] } });
  expect(await postLead(base, {}, 'key-00000002')).toEqual({
    ok: false,
    status: 400,
    fields: { email: ['invalidEmail'] },
  });
});

it('fails on any other answer, on no server, and on no answer in time', async () => {
  answer = json(503, { error: 'x' });
  expect(await postLead(base, {}, 'key-00000003')).toEqual({ ok: false, status: 503 });
  answer = () => undefined;
  expect(await postLead(base, {}, 'key-00000004', { timeoutMs: 200 })).toEqual({ ok: false });
  expect(await postLead('http://127.0.0.1:1', {}, 'key-00000005')).toEqual({ ok: false });
});

it('asks again after a 409’s Retry-After, under the same key, and takes the answer that comes', async () => {
  let calls = 0;
  answer = (response) => {
    calls += 1;
    if (calls === 1) {
      response.writeHead(409, { 'content-type': 'application/json', 'retry-after': '1' });
      response.end('{"error":"idempotency_in_progress"}');
    } else json(200, { status: 'received' })(response);
  };
  const started = Date.now();
  expect(await postLead(base, {}, 'key-00000006')).toEqual({ ok: true });
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  expect(received.map((entry) => entry.headers['idempotency-key'])).toEqual([
    'key-00000006',
    'key-00000006',
  ]);
});

it('gives up on a 409 that lasts past its time limit', async () => {
  answer = (response) =>
    response.writeHead(409, { 'retry-after': '1' }).end('{"error":"idempotency_in_progress"}');
  expect(await postLead(base, {}, 'key-00000007', { timeoutMs: 1500 })).toEqual({
    ok: false,
    status: 409,
  });
});
