// Stands in for the application's workflow API during end-to-end runs (loopback only).
// Usage: node e2e/fake-workflow-api.mjs <port>
//
//   POST /api/workflows/{id}/runs  the relay target: records the run, then answers as scripted
//                                  (201 {"id","status":"queued"} by default; a key it has
//                                  already accepted gets the same run back with 200)
//   POST /__control                scripts the next answers for one lead, matched by the work
//                                  email inside json_payload (`workEmail`, or `email` for a
//                                  subscription; tests run in parallel):
//                                  {"email", "fail": N, "status": 503, "delayMs": 0}
//   GET  /__runs?email=...         the runs received (for that email): path, headers,
//                                  idempotencyKey, body, the decoded lead, the status answered
//   GET  /health
import http from 'node:http';

const port = Number(process.argv[2] ?? 3102);
const MAX_BODY = 64 * 1024;

/** @type {{ at: string, path: string, headers: Record<string, string | undefined>, idempotencyKey: string | null, body: unknown, lead: any, status: number }[]} */
const runs = [];
/** @type {Map<string, { fail: number, status: number, delayMs: number }>} email → script */
const scripts = new Map();
/** @type {Map<string, string>} Idempotency-Key → run id, for keys already accepted */
const accepted = new Map();

function decodeLead(body) {
  const url = body?.initial_params?.json_payload;
  const prefix = 'data:application/json;base64,';
  if (typeof url !== 'string' || !url.startsWith(prefix)) return null;
  try {
    return JSON.parse(Buffer.from(url.slice(prefix.length), 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** Every lead kind names its sender: the forms' work email, or the subscriber's email. */
function leadEmail(lead) {
  return lead?.workEmail ?? lead?.email ?? '';
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function handleRun(request, response, path) {
  const text = await readBody(request);
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Recorded as null: the test will see the relay sent something that is not JSON.
  }
  const lead = decodeLead(body);
  const key = request.headers['idempotency-key'] ?? null;
  const run = {
    at: new Date().toISOString(),
    path,
    headers: {
      'content-type': request.headers['content-type'],
      authorization: request.headers.authorization,
      'idempotency-key': key ?? undefined,
    },
    idempotencyKey: key,
    body,
    lead,
    status: 0,
  };
  runs.push(run);

  const script = scripts.get(leadEmail(lead));
  if (script?.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
  if (script && script.fail > 0) {
    script.fail -= 1;
    run.status = script.status;
    return send(response, script.status, { error: 'scripted_failure' });
  }
  if (!lead) {
    run.status = 400;
    return send(response, 400, { error: 'invalid_payload' });
  }
  if (key && accepted.has(key)) {
    run.status = 200;
    return send(response, 200, { id: accepted.get(key), status: 'queued', replayed: true });
  }
  const id = `run_${runs.length}`;
  if (key) accepted.set(key, id);
  run.status = 201;
  send(response, 201, { id, status: 'queued' });
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  try {
    if (url.pathname === '/health') return send(response, 200, { ok: true });

    const run = url.pathname.match(/^\/api\/workflows\/[^/]+\/runs$/);
    if (run && request.method === 'POST') return await handleRun(request, response, url.pathname);

    if (url.pathname === '/__control' && request.method === 'POST') {
      const { email, fail = 0, status = 503, delayMs = 0 } = JSON.parse(await readBody(request));
      if (typeof email !== 'string' || !email) return send(response, 400, { error: 'email' });
      scripts.set(email, { fail: Number(fail), status: Number(status), delayMs: Number(delayMs) });
      return send(response, 200, { ok: true });
    }

    if (url.pathname === '/__runs' && request.method === 'GET') {
      const email = url.searchParams.get('email');
      return send(
        response,
        200,
        runs.filter((r) => !email || leadEmail(r.lead) === email),
      );
    }

    send(response, 404, { error: 'not_found' });
  } catch (error) {
    send(response, 500, { error: String(error) });
  }
});

server.listen(port, '127.0.0.1');
