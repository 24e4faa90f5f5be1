import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The route wires the environment: AI_CHAT_URL and AI_CHAT_KEY reach the upstream call. */
let server: http.Server;
let authorization: string | undefined;
const saved = { ...process.env };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    authorization = request.headers.authorization;
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"choices":[{"delta":{"content":"ok"}}]}\n\ndata: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.AI_CHAT_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ai-chat`;
  process.env.AI_CHAT_KEY = 'route-test-key';
});

afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => server.close(resolve));
});

it('relays to AI_CHAT_URL with the key from the environment', async () => {
  const { POST, runtime } = await import('./route');
  expect(runtime).toBe('nodejs');
  const response = await POST(
    new Request('http://localhost:3000/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ path: '/', messages: [{ role: 'user', content: 'Hi' }] }),
    }),
  );
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('"content":"ok"');
  expect(authorization).toBe('Bearer route-test-key');
});
