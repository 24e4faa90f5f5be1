// Mozilla's HTTP Observatory scanner, run locally against a server on this machine.
// `node scripts/observatory.mjs localhost:3000` prints the scan; the bench imports it.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const observatoryDir = path.join('node_modules', '@mdn', 'mdn-http-observatory');

/** Plain-http localhost cannot redirect to HTTPS or send HSTS that a browser would honour. */
export const HTTPS_ONLY_TESTS = new Set(['redirection', 'strict-transport-security']);

export function observatoryAvailable() {
  return existsSync(observatoryDir);
}

function grade(score) {
  const steps = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return steps.find(([min]) => score >= min)?.[1] ?? 'F';
}

/** Grade, score, the score with the HTTPS-only tests set aside, and the failed tests. */
export function observatoryScan(host) {
  // Installed without its download scripts (.npmrc); an empty preload list stands in.
  const preload = path.join(observatoryDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  const output = execFileSync('node', [path.join(observatoryDir, 'bin', 'wrapper.js'), host], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const scan = JSON.parse(output);
  const tests = Object.entries(scan.tests);
  const kept = tests.filter(([id]) => !HTTPS_ONLY_TESTS.has(id));
  const penalties = kept
    .filter(([, t]) => t.scoreModifier < 0)
    .reduce((s, [, t]) => s + t.scoreModifier, 0);
  const bonus = kept
    .filter(([, t]) => t.scoreModifier > 0)
    .reduce((s, [, t]) => s + t.scoreModifier, 0);
  const adjusted = 100 + penalties + (100 + penalties >= 90 ? bonus : 0);
  return {
    grade: scan.scan.grade,
    score: scan.scan.score,
    scoreWithoutHttpsTests: adjusted,
    gradeWithoutHttpsTests: grade(adjusted),
    failed: tests.filter(([, t]) => !t.pass).map(([id]) => id),
    results: Object.fromEntries(tests.map(([id, t]) => [id, t.result])),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(observatoryScan(process.argv[2] ?? 'localhost:3000'), null, 2));
}
