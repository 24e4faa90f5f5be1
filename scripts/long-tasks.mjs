// npm run long-tasks -- <url> [--slowdown=<x>] [--runs=<n>] [--width=<px>]: what each long task
// of a first visit runs, under the throttling of the bench's applied Lighthouse runs (Lighthouse's
// slow 4G as DevTools applies it, the CPU slowed <x> times: 2.5 unless given; `npm run bench`
// prints the calibrated value). For each main-thread task of 30 ms or more: when it starts, how
// long it takes, and the functions that take most of it, by the time spent in them and in what
// they call; then the blocking time as TBT counts it. Against a server that is already running.
// A build made with BROWSER_SOURCE_MAPS=1 names the site's and the framework's functions by
// their source file and line; any other shows the minified names. docs/performance.md says what
// the tasks were.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) =>
  Number(argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const url = argv.find((arg) => !arg.startsWith('--'));
if (!url) throw new Error('usage: npm run long-tasks -- <url> [--slowdown=2.5] [--runs=3]');
const slowdown = option('slowdown', 2.5);
const runs = option('runs', 3);
const width = option('width', 412);
const LONG_TASK_US = 30_000;
/** How long after the load event the trace goes on: the islands are readied while idle. */
const AFTER_LOAD_MS = 7000;
const CHUNKS = path.join('.next', 'static', 'chunks');

/** The source file and line of a minified position, through the chunk's own source map. */
const sourceMaps = new Map();
function original(scriptUrl, line, column) {
  const file = path.join(CHUNKS, path.basename(new URL(scriptUrl).pathname));
  if (!scriptUrl.includes('/_next/static/chunks/') || !existsSync(file)) return null;
  if (!sourceMaps.has(file)) {
    const name = readFileSync(file, 'utf8').match(/sourceMappingURL=(\S+)\s*$/)?.[1];
    const mapFile = name && path.join(CHUNKS, name);
    sourceMaps.set(
      file,
      mapFile && existsSync(mapFile)
        ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  const entry = sourceMaps.get(file)?.findEntry(line, column);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource
    .replace(/^.*\[project\]\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^turbopack:\/\/\/\[turbopack\]\//, 'turbopack/');
  return `${entry.name ? `${entry.name} ` : ''}${source}:${entry.originalLine + 1}`;
}

function frameName({ functionName, url: scriptUrl, lineNumber, columnNumber }) {
  if (!scriptUrl) return functionName || '(program)';
  return (
    original(scriptUrl, lineNumber, columnNumber) ??
    `${functionName || '(anonymous)'} ${new URL(scriptUrl).pathname}:${lineNumber}:${columnNumber}`
  );
}

async function traceVisit() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width, height: 823 }, isMobile: width < 768 });
    const cdp = await page.context().newCDPSession(page);
    const network = constants.throttling.mobileSlow4G;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await browser.close();
  }
}

/** The page's renderer main thread: the busiest one (a blank tab's renderer traces too). */
function mainThread(events) {
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  const size = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
  return threads.sort((a, b) => size(b) - size(a))[0];
}

/** The CPU profile's samples, each with its time and its stack, leaf first. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid)?.args.data.startTime;
  let time = start;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i];
      samples.push({ id, time });
    });
  }
  const stack = (id) => {
    const frames = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame);
    return frames;
  };
  return samples.map((sample, i) => ({
    time: sample.time,
    ms: ((samples[i + 1]?.time ?? sample.time) - sample.time) / 1000,
    stack: stack(sample.id),
  }));
}

for (let run = 1; run <= runs; run++) {
  const events = await traceVisit();
  const { pid, tid } = mainThread(events);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? 0;
  const samples = samplesOf(events, pid);
  const tasks = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur >= LONG_TASK_US,
  );
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
  let blocking = 0;
  console.log(`\n${url}, run ${run} of ${runs}, CPU ${slowdown}× slower, ${width} px wide`);
  console.log(
    firstPaint === undefined
      ? '  no first contentful paint traced: every task counts'
      : `  first contentful paint at ${Math.round((firstPaint - start) / 1000)} ms`,
  );
  for (const task of tasks) {
    const ms = task.dur / 1000;
    // As TBT counts it: what a task after the first paint takes beyond 50 ms.
    if (firstPaint === undefined || task.ts > firstPaint) blocking += Math.max(0, ms - 50);
    const inclusive = new Map();
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time >= task.ts + task.dur) continue;
      for (const name of new Set(sample.stack.map(frameName)))
        inclusive.set(name, (inclusive.get(name) ?? 0) + sample.ms);
    }
    const top = [...inclusive]
      .filter(([name]) => !['(root)', '(program)', '(idle)'].includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, t]) => `    ${Math.round(t)} ms  ${name}`);
    console.log(`  at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(ms)} ms`);
    if (top.length) console.log(top.join('\n'));
  }
  console.log(`  blocking time after the first paint: ${Math.round(blocking)} ms`);
}
