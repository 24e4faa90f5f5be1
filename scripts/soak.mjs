// npm run soak: 60 s of mixed load on pages and the route handlers of a production build,
// against local fake upstreams (the workflow API fails 30% of calls, transiently). Then a drain
// delivers the leads that were stored. Reports errors, 429s, each server's memory every 5 s
// (flat from the first quarter on), and leads submitted, delivered and duplicated, checked by
// Idempotency-Key at the fake upstream. Loopback only; stops by itself.
// Memory is read after a full collection (through each server's loopback inspector): resident
// memory sampled mid-load mostly shows how long V8 has postponed its next major collection.
// Flags: --no-build, --seconds N, --instances 2 (two servers sharing one redis-server, which
// the soak starts; each request goes to either).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startRedisServer } from '../test/redis-server.mjs';
import { sampleLeads } from '../test/sample-leads.mjs';
import { connectHeapProbe } from './heap-probe.mjs';
import { waitForServer } from './wait-for-server.mjs';

const args = process.argv.slice(2);
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SECONDS = Number(flag('--seconds')) || 60;
const INSTANCES = Math.max(1, Number(flag('--instances')) || 1);
const WORKFLOW_PORT = 3221;
const CHAT_PORT = 3222;
/** Instance n listens on 3220 + 4n and its inspector on 3223 + 4n. */
const ports = Array.from({ length: INSTANCES }, (_, n) => ({
  http: 3220 + 4 * n,
  inspector: 3223 + 4 * n,
}));
const origins = ports.map(({ http: port }) => `http://localhost:${port}`);
const DRAIN_SECRET = 'soak-drain-secret-0123456789';
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

// ---------------------------------------------------------------- servers
if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const redis = INSTANCES > 1 ? await startRedisServer({ persistent: true }) : undefined;
const servers = ports.map(({ http: port, inspector }) => {
  const server = spawn(
    'node',
    [
      `--inspect=127.0.0.1:${inspector}`,
      'node_modules/next/dist/bin/next',
      'start',
      '-p',
      String(port),
    ],
    {
      env: {
        ...process.env,
        WORKFLOW_API_URL: `http://127.0.0.1:${WORKFLOW_PORT}`,
        AI_CHAT_URL: `http://127.0.0.1:${CHAT_PORT}/ai-chat`,
        AI_CHAT_KEY: 'soak-key',
        CHAT_RATE_LIMIT: '1000000',
        ACCESS_REQUEST_RATE_LIMIT: '1000000',
        LEADS_DRAIN_SECRET: DRAIN_SECRET,
        LEADS_OUTBOX_DIR: mkdtempSync(path.join(os.tmpdir(), 'soak-outbox-')),
        ...(redis ? { REDIS_URL: redis.url } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  // Pass the server's errors through; drop the inspector's greetings, the not-found log of
  // the soak's own deliberate /missing-page requests and the relay failures the fake upstream
  // causes on purpose.
  server.stderr.on('data', (chunk) => {
    const text = String(chunk)
      .split('\n')
      .filter(
        (line) =>
          line &&
          !/^(Debugger (listening|attached|ending)|For help, see|\[404\] "\/missing-page"|\{"event":"lead\.relay_failed")/.test(
            line,
          ),
      )
      .join('\n');
    if (text) process.stderr.write(`${text}\n`);
  });
  return server;
});
const stop = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  }
  void redis?.stop();
};
process.on('exit', stop);
for (const origin of origins) {
  await waitForServer(`${origin}/robots.txt`);
  for (const page of ['/', '/de/platform', '/docs/mcp']) await fetch(`${origin}${page}`); // warm up
}
const heapProbes = await Promise.all(ports.map(({ inspector }) => connectHeapProbe(inspector)));
/** Each server's live heap and resident size in MB, both read after a full collection. */
const readMemory = async (second) => ({
  second,
  instances: await Promise.all(
    servers.map(async (server, n) => ({
      heapMb: await heapProbes[n].heapAfterGcMb(),
      residentMb: treeRssMb(server.pid),
    })),
  ),
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
const stats = {
  requests: 0,
  errors: 0,
  byKind: {},
  leadsSubmitted: 0,
  leadsRelayed: 0,
  leadsStored: 0,
  rateLimited: 0,
};
const errorSamples = [];
const deadline = Date.now() + SECONDS * 1000;

const anyOrigin = () => origins[Math.floor(Math.random() * origins.length)];
/** The three lead forms, each with the body its route takes. */
const LEADS = Object.entries(sampleLeads);

async function one() {
  const roll = Math.random();
  const origin = anyOrigin();
  if (roll < 0.6) {
    const path = PAGES[Math.floor(Math.random() * PAGES.length)];
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    return ['page', response.status === (path === '/missing-page' ? 404 : 200)];
  }
  if (roll < 0.85) {
    const response = await fetch(`${origin}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        path: '/platform',
        messages: [{ role: 'user', content: 'What are MCP servers?' }],
      }),
    });
    const text = await response.text();
    return ['chat', response.status === 200 && text.includes('[DONE]')];
  }
  // A visitor keeps one Idempotency-Key per lead and resubmits until it is accepted; each
  // attempt may reach either instance.
  const key = crypto.randomUUID();
  const [kind, body] = LEADS[Math.floor(Math.random() * LEADS.length)];
  stats.leadsSubmitted++;
  for (let attempt = 0; attempt < 6; attempt++) {
    const to = anyOrigin();
    const response = await fetch(`${to}/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: to, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (response.status === 200 || response.status === 202) {
      if (response.status === 200) stats.leadsRelayed++;
      else stats.leadsStored++;
      return ['lead', true];
    }
    if (response.status === 429) stats.rateLimited++;
    // In progress on another instance: the visitor's retry gets its answer.
    if (response.status !== 409 && response.status !== 429) return ['lead', false];
    await new Promise((resolve) => setTimeout(resolve, 300));
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
for (const probe of heapProbes) probe.close();
const memoryWarm = memorySamples.find(({ second }) => second >= SECONDS / 4) ?? memoryAtBoot;

// ---------------------------------------------------------------- drain
// Leads the relay could not deliver were stored; the drain route (on the last instance, as a
// scheduler would call any one) delivers them. The upstream still fails 30% of calls, so a
// run may stop early and leave the rest for the next, as in production.
const drains = [];
for (let run = 0; run < 20; run++) {
  const response = await fetch(`${origins.at(-1)}/api/leads/drain`, {
    headers: { authorization: `Bearer ${DRAIN_SECRET}` },
  });
  const report = await response.json();
  drains.push(report);
  if (response.status !== 200 || (report.kept === 0 && report.busy.length === 0)) break;
}

// ---------------------------------------------------------------- report
const duplicates = [...delivered.values()].filter((n) => n > 1).length;
const report = {
  seconds: SECONDS,
  instances: INSTANCES,
  sharedState: redis ? 'redis' : 'in process',
  requests: stats.requests,
  byKind: stats.byKind,
  errors: stats.errors,
  errorSamples,
  rateLimited: stats.rateLimited,
  memoryAfterGc: {
    atBoot: describeMemory(memoryAtBoot),
    warm: describeMemory(memoryWarm),
    end: describeMemory(memoryEnd),
    samples: memorySamples.map(describeMemory),
  },
  leads: {
    submitted: stats.leadsSubmitted,
    relayedAtOnce: stats.leadsRelayed,
    storedForTheDrain: stats.leadsStored,
    drainRuns: drains.length,
    deliveredByTheDrain: drains.reduce((sum, run) => sum + (run.delivered ?? 0), 0),
    delivered: delivered.size,
    duplicated: duplicates,
    lost: stats.leadsSubmitted - delivered.size,
    upstreamCalls: workflowCalls,
  },
};
console.log(JSON.stringify(report, null, 2));
const memoryFlat = memoryEnd.instances.every(
  (end, n) =>
    end.heapMb <= memoryWarm.instances[n].heapMb * 1.25 + 16 &&
    end.residentMb <= memoryWarm.instances[n].residentMb * 1.25 + 32,
);
const ok =
  stats.errors === 0 && duplicates === 0 && delivered.size === stats.leadsSubmitted && memoryFlat;
console.log(
  ok
    ? `soak: ${INSTANCES} instance(s), 0 errors, flat memory, every lead delivered once`
    : 'soak: FAILED',
);
stop();
workflowApi.close();
chatUpstream.close();
process.exit(ok ? 0 : 1);

function describeMemory({ second, instances }) {
  const each = instances.map(
    ({ heapMb, residentMb }) => `heap ${heapMb} MB, resident ${residentMb} MB`,
  );
  return `${second} s: ${each.join(' | ')}`;
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
