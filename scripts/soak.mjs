// npm run soak: 60 s of mixed load on pages and both route handlers of a production build,
// against local fake upstreams (the workflow API fails 30% of the time). Reports errors, the
// server's memory every 5 s (flat from the first quarter on), and leads delivered against
// leads submitted, checked by Idempotency-Key at the fake upstream. Loopback only; stops by itself.
// Memory is read after a full collection (through the server's loopback inspector): resident
// memory sampled mid-load mostly shows how long V8 has postponed its next major collection.
// Flags: --no-build, --seconds N.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { connectHeapProbe } from './heap-probe.mjs';
import { waitForServer } from './wait-for-server.mjs';

const args = process.argv.slice(2);
const SECONDS = Number(args[args.indexOf('--seconds') + 1]) || 60;
const PORT = 3220;
const WORKFLOW_PORT = 3221;
const CHAT_PORT = 3222;
const INSPECTOR_PORT = 3223;
const ORIGIN = `http://localhost:${PORT}`;
const CONCURRENCY = 12;
const MAX_REQUESTS = 200_000;

// ---------------------------------------------------------------- fake upstreams
const delivered = new Map(); // Idempotency-Key → successful deliveries
let workflowCalls = 0;
const workflowApi = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    workflowCalls++;
    if (Math.random() < 0.3) {
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"error":"unavailable"}');
      return;
    }
    const key = request.headers['idempotency-key'];
    delivered.set(key, (delivered.get(key) ?? 0) + 1);
    response
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: `run_${workflowCalls}` }));
  });
});
const chatUpstream = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const word of ['MCP ', 'servers ', 'connect ', 'agents ', 'to ', 'tools.']) {
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`);
    }
    response.end('data: [DONE]\n\n');
  });
});
await Promise.all([listen(workflowApi, WORKFLOW_PORT), listen(chatUpstream, CHAT_PORT)]);

// ---------------------------------------------------------------- server
if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const server = spawn(
  'node',
  [
    `--inspect=127.0.0.1:${INSPECTOR_PORT}`,
    'node_modules/next/dist/bin/next',
    'start',
    '-p',
    String(PORT),
  ],
  {
    env: {
      ...process.env,
      WORKFLOW_API_URL: `http://127.0.0.1:${WORKFLOW_PORT}`,
      AI_CHAT_URL: `http://127.0.0.1:${CHAT_PORT}/ai-chat`,
      AI_CHAT_KEY: 'soak-key',
      CHAT_RATE_LIMIT: '1000000',
      ACCESS_REQUEST_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  },
);
// Pass the server's errors through; drop the inspector's greetings and the not-found log of
// the soak's own deliberate /missing-page requests.
server.stderr.on('data', (chunk) => {
  const text = String(chunk)
    .split('\n')
    .filter(
      (line) =>
        line &&
        !/^(Debugger (listening|attached)|For help, see|\[404\] "\/missing-page")/.test(line),
    )
    .join('\n');
  if (text) process.stderr.write(`${text}\n`);
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);
await waitForServer(`${ORIGIN}/robots.txt`);
for (const path of ['/', '/de/platform', '/docs/mcp']) await fetch(`${ORIGIN}${path}`); // warm up
const heapProbe = await connectHeapProbe(INSPECTOR_PORT);
/** Live heap and resident size in MB, both read after a full collection. */
const readMemory = async (second) => ({
  second,
  heapMb: await heapProbe.heapAfterGcMb(),
  residentMb: treeRssMb(server.pid),
});
const memoryAtBoot = await readMemory(0);
// Caches and the JIT fill during the first quarter, so flatness is judged from there to the
// end, where a leak would keep growing.
const loadStart = Date.now();
const memorySamples = [];
const sampler = setInterval(
  async () => memorySamples.push(await readMemory(Math.round((Date.now() - loadStart) / 1000))),
  5000,
);

// ---------------------------------------------------------------- load
const PAGES = [
  '/',
  '/platform',
  '/de/platform',
  '/fr/docs/mcp',
  '/es/pricing',
  '/legal/dpa',
  '/integrations?q=crm',
  '/missing-page',
];
const stats = { requests: 0, errors: 0, byKind: {}, leadsSubmitted: 0, leadsAccepted: 0 };
const errorSamples = [];
const deadline = Date.now() + SECONDS * 1000;

async function one() {
  const roll = Math.random();
  if (roll < 0.6) {
    const path = PAGES[Math.floor(Math.random() * PAGES.length)];
    const response = await fetch(`${ORIGIN}${path}`);
    await response.arrayBuffer();
    return ['page', response.status === (path === '/missing-page' ? 404 : 200)];
  }
  if (roll < 0.85) {
    const response = await fetch(`${ORIGIN}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        path: '/platform',
        messages: [{ role: 'user', content: 'What are MCP servers?' }],
      }),
    });
    const text = await response.text();
    return ['chat', response.status === 200 && text.includes('[DONE]')];
  }
  // A visitor keeps one Idempotency-Key per lead and resubmits until it is accepted.
  const key = crypto.randomUUID();
  stats.leadsSubmitted++;
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await fetch(`${ORIGIN}/api/access-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'idempotency-key': key },
      body: JSON.stringify({
        fullName: 'Soak Test',
        workEmail: 'soak@example.com',
        phoneNumber: '+65 6000 0000',
        companyName: 'Soak Pte. Ltd.',
      }),
    });
    await response.arrayBuffer();
    if (response.status === 200) {
      stats.leadsAccepted++;
      return ['lead', true];
    }
    if (response.status !== 502) return ['lead', false];
  }
  return ['lead', false];
}

async function worker() {
  while (Date.now() < deadline && stats.requests < MAX_REQUESTS) {
    stats.requests++;
    try {
      const [kind, ok] = await one();
      stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
      if (!ok) {
        stats.errors++;
        if (errorSamples.length < 5) errorSamples.push(kind);
      }
    } catch (error) {
      stats.errors++;
      if (errorSamples.length < 5) errorSamples.push(String(error));
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
await new Promise((r) => setTimeout(r, 2000));
clearInterval(sampler);
const memoryEnd = await readMemory(Math.round((Date.now() - loadStart) / 1000));
heapProbe.close();
const memoryWarm = memorySamples.find(({ second }) => second >= SECONDS / 4) ?? memoryAtBoot;

// ---------------------------------------------------------------- report
const duplicates = [...delivered.values()].filter((n) => n > 1).length;
const report = {
  seconds: SECONDS,
  requests: stats.requests,
  byKind: stats.byKind,
  errors: stats.errors,
  errorSamples,
  memoryAfterGc: {
    atBoot: describeMemory(memoryAtBoot),
    warm: describeMemory(memoryWarm),
    end: describeMemory(memoryEnd),
    samples: memorySamples.map(describeMemory),
  },
  leads: {
    submitted: stats.leadsSubmitted,
    accepted: stats.leadsAccepted,
    deliveredOnce: delivered.size - duplicates,
    deliveredTwice: duplicates,
    upstreamCalls: workflowCalls,
  },
};
console.log(JSON.stringify(report, null, 2));
const memoryFlat =
  memoryEnd.heapMb <= memoryWarm.heapMb * 1.25 + 16 &&
  memoryEnd.residentMb <= memoryWarm.residentMb * 1.25 + 32;
const ok =
  stats.errors === 0 && duplicates === 0 && delivered.size === stats.leadsSubmitted && memoryFlat;
console.log(ok ? 'soak: 0 errors, flat memory, every lead delivered once' : 'soak: FAILED');
stop();
workflowApi.close();
chatUpstream.close();
process.exit(ok ? 0 : 1);

function describeMemory({ second, heapMb, residentMb }) {
  return `${second} s: heap ${heapMb} MB, resident ${residentMb} MB`;
}

function listen(srv, port) {
  return new Promise((resolve) => srv.listen(port, '127.0.0.1', resolve));
}

/** Resident memory of the server process and its children, in MB (Linux /proc). */
function treeRssMb(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {}
  }
  let kb = 0;
  for (const p of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {}
  }
  return Math.round(kb / 1024);
}
