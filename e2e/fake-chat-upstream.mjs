// Stands in for the hosted ai-chat function during end-to-end runs (loopback only).
// Usage: node e2e/fake-chat-upstream.mjs <port>
//
// POST /ai-chat streams an OpenAI-style answer and records the request. Tests run in
// parallel, so they script answers by a marker: POST /control/script with
// {"match": "<text in the last user message>", "status"?, "retryAfter"?, "hang"?, "headerDelayMs"?,
//  "chunks"?: [...], "delayMs"?, "cut"?} and read what arrived with
// GET /control/requests?match=<text>.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3103);
const scripts = new Map();
const requests = [];

const defaultChunks = (question) => [
  'Hello from the **fake upstream**. ',
  `You asked: ${question}\n\n`,
  '- first point\n',
  '- second point\n\n',
  'See the [platform overview](/platform).',
];

function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function readBody(request) {
  return new Promise((resolve) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => resolve(raw));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(request, response) {
  const raw = await readBody(request);
  let body = { messages: [] };
  try {
    body = JSON.parse(raw);
  } catch {
    return json(response, 400, { error: 'invalid_json' });
  }
  const question = body.messages?.at(-1)?.content ?? '';
  requests.push({ authorization: request.headers.authorization ?? null, body, question });
  const script = [...scripts.entries()].find(([match]) => question.includes(match))?.[1] ?? {};

  if (script.hang) return; // Never answers: the relay's timeout or the client's abort ends it.
  if (script.headerDelayMs) await sleep(script.headerDelayMs);
  if (script.status && script.status !== 200) {
    const headers = { 'content-type': 'text/plain' };
    if (script.retryAfter) headers['retry-after'] = String(script.retryAfter);
    response.writeHead(script.status, headers);
    return response.end(`upstream says ${script.status}: internal detail`);
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(': connected\n\n');
  let closed = false;
  response.on('close', () => (closed = true));
  for (const chunk of script.chunks ?? defaultChunks(question)) {
    if (closed) return;
    response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: chunk } }] })}\n\n`);
    await sleep(script.delayMs ?? 60);
  }
  if (script.cut) return response.socket?.destroy();
  response.end('data: [DONE]\n\n');
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return json(response, 200, { ok: true });
  if (url.pathname === '/ai-chat' && request.method === 'POST') return answer(request, response);
  if (url.pathname === '/control/script' && request.method === 'POST') {
    const script = JSON.parse(await readBody(request));
    scripts.set(script.match, script);
    return json(response, 200, { ok: true });
  }
  if (url.pathname === '/control/requests') {
    const match = url.searchParams.get('match') ?? '';
    return json(
      response,
      200,
      requests.filter((entry) => entry.question.includes(match)),
    );
  }
  json(response, 404, { error: 'not_found' });
});

server.listen(port, '127.0.0.1');
