import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fromJsonDataUrl } from '@/lib/leads/payload';
import { freePort } from '@/test/redis-server.mjs';

/**
 * What every fault scenario (npm run test:faults) is made of: production servers (`next start`
 * of this checkout's build, each on a free port of its own), a fake workflow API in this
 * process that records every run it receives, and the figures each scenario reports.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(condition: () => boolean | Promise<boolean>, ms = 15_000, what = '') {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not met within ${ms} ms: ${what}`);
    await sleep(25);
  }
}

/** One run the fake workflow API received. */
export type Run = {
  at: number;
  workflowId: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  lead: unknown;
  status: number | 'dropped';
};

/** How the fake answers one Idempotency-Key: after a delay, with failures first, or never. */
export type Script = { delayMs?: number; fail?: number; failStatus?: number; hang?: boolean };

/**
 * The workflow API as docs/leads.md says it must behave: one run per Idempotency-Key, a repeat
 * of an accepted key answered 200 with the same run. Scripted per key; `close` takes it down
 * (connections refused), `listen` brings it back on the same port.
 */
export class FakeWorkflowApi {
  readonly runs: Run[] = [];
  private readonly scripts = new Map<string, Script>();
  private readonly accepted = new Map<string, string>();
  private server: http.Server | undefined;
  private readonly open = new Set<http.ServerResponse>();
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  script(key: string, script: Script): void {
    this.scripts.set(key, script);
  }

  runsFor(key: string): Run[] {
    return this.runs.filter((run) => run.idempotencyKey === key);
  }

  async listen(port?: number): Promise<this> {
    this.port = port ?? this.port ?? 0;
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async close(): Promise<void> {
    for (const response of this.open) response.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(null)));
    this.server = undefined;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const match = /^\/api\/workflows\/([^/]+)\/runs$/.exec(request.url ?? '');
    if (!match || request.method !== 'POST') return void response.writeHead(404).end();
    const key = request.headers['idempotency-key'] as string | undefined;
    let lead: unknown = null;
    try {
      lead = fromJsonDataUrl(
        JSON.parse(Buffer.concat(chunks).toString()).initial_params.json_payload,
      );
    } catch {
      // Recorded as null: the scenario sees a body that was not a lead.
    }
    const run: Run = {
      at: Date.now(),
      workflowId: decodeURIComponent(match[1]),
      idempotencyKey: key,
      authorization: request.headers.authorization,
      lead,
      status: 'dropped',
    };
    this.runs.push(run);
    const script = (key && this.scripts.get(key)) || {};
    this.open.add(response);
    response.on('close', () => this.open.delete(response));
    if (script.hang) return;
    if (script.delayMs) await sleep(script.delayMs);
    if (response.destroyed) return;
    const answer = (status: number, body: unknown) => {
      run.status = status;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (script.fail && script.fail > 0) {
      script.fail -= 1;
      return answer(script.failStatus ?? 503, { error: 'scripted' });
    }
    if (key && this.accepted.has(key))
      return answer(200, { id: this.accepted.get(key), replayed: true });
    const id = `run_${this.runs.length}`;
    if (key) this.accepted.set(key, id);
    answer(201, { id, status: 'queued' });
  }
}

/** A `next start` of this checkout's production build, on a free loopback port. */
export type Site = {
  url: string;
  port: number;
  /** Every line the server printed (its JSON logs among them). */
  lines: string[];
  /** Parsed JSON log lines with this event. */
  events(event: string): Record<string, unknown>[];
  kill(signal?: NodeJS.Signals): Promise<void>;
};

const NEXT_BIN = path.resolve('node_modules/.bin/next');

export async function startSite(
  env: Record<string, string>,
  {
    nodeArgs = [] as string[],
    port,
    expectReady = true,
  }: { nodeArgs?: string[]; port?: number; expectReady?: boolean } = {},
): Promise<Site & { exit: Promise<number | null> }> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(chosen)],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LEADS_DRAIN_INTERVAL: '0',
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const site: Site & { exit: Promise<number | null> } = {
    url: `http://127.0.0.1:${chosen}`,
    port: chosen,
    lines,
    exit,
    events(event) {
      return lines
        .filter((line) => line.startsWith('{'))
        .map((line) => {
          try {
            return JSON.parse(line) as Record<string, unknown>;
          } catch {
            return {};
          }
        })
        .filter((entry) => entry.event === event);
    },
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Gone already.
      }
      await exit;
    },
  };
  if (!expectReady) return site;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${site.url}/robots.txt`).catch(() => null);
    if (up?.ok) return site;
    if (child.exitCode !== null || Date.now() > deadline) {
      await site.kill('SIGKILL');
      throw new Error(`next start did not come up:\n${lines.join('\n')}`);
    }
    await sleep(100);
  }
}

/** The figures of each scenario, printed at the end of its file and kept in test-results/. */
const figures: Record<string, unknown>[] = [];

export function report(scenario: string, values: Record<string, unknown>): void {
  figures.push({ scenario, ...values });
}

export function printReport(file: string): void {
  if (figures.length === 0) return;
  const text = figures.map((entry) => `  ${JSON.stringify(entry)}`).join('\n');
  process.stdout.write(`\nfault figures (${file}):\n${text}\n`);
  mkdirSync('test-results', { recursive: true });
  appendFileSync(
    path.join('test-results', 'faults.jsonl'),
    figures.map((entry) => JSON.stringify({ file, ...entry })).join('\n') + '\n',
  );
  figures.length = 0;
}

/** A lead as the access dialog sends it, unique by its e-mail address. */
export function accessRequest(tag: string) {
  return {
    fullName: 'Mei Lin Tan',
    workEmail: `${tag}@faults.example`,
    phoneNumber: '+65 6123 4567',
    companyName: 'Example Logistics',
  };
}

export type Answer = { status: number; ms: number; replayed: boolean; body: unknown };

/** POSTs a lead with its key, as the browser does, and times the answer. */
export async function postLead(
  site: { url: string },
  body: unknown,
  key: string,
  route = '/api/access-request',
): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${site.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    ms: Date.now() - started,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    body: await response.json().catch(() => null),
  };
}

/** One request from a chosen loopback address, as `curl --interface` would send it. */
export function requestFrom(
  site: { port: number },
  {
    from = '127.0.0.1',
    method = 'GET',
    path: target = '/',
    headers = {},
    body,
  }: {
    from?: string;
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: unknown;
  },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: target,
        method,
        localAddress: from,
        agent: false,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
