#!/usr/bin/env node
// Compares the message catalogues of every locale with English: missing keys, extra keys,
// empty strings, and prose left in English (code, URLs and markup are not counted).
// Usage: node scripts/check-messages.mjs [messagesDir] (npm run check:messages passes `messages`).
// Reads messages/<locale>.json or messages/<locale>/**/*.json. Exit 1 when something is off.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'messages');
if (!fs.existsSync(dir)) {
  console.log(`check-messages: no ${dir}`);
  process.exit(0);
}

function load(locale) {
  const file = path.join(dir, `${locale}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const sub = path.join(dir, locale);
  if (!fs.existsSync(sub)) return null;
  const out = {};
  const walk = (d, prefix) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p, [...prefix, e.name]);
      else if (e.name.endsWith('.json')) {
        let node = out;
        for (const k of [...prefix, e.name.slice(0, -5)]) node = node[k] ??= {};
        Object.assign(node, JSON.parse(fs.readFileSync(p, 'utf8')));
      }
    }
  };
  walk(sub, []);
  return out;
}

function flatten(obj, prefix = '', out = new Map()) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out.set(key, v);
  }
  return out;
}

const en = load('en');
if (!en) {
  console.log('check-messages: no English catalogue');
  process.exit(0);
}
const base = flatten(en);
let problems = 0;
const say = (s) => {
  problems++;
  if (problems <= 60) console.log(s);
};
for (const [k, v] of base)
  if (typeof v === 'string' && /lorem ipsum|\bTODO\b|\bTBD\b/i.test(v))
    say(`en: placeholder text at ${k}`);
for (const locale of ['es', 'fr', 'de']) {
  const cat = load(locale);
  if (!cat) {
    say(`${locale}: no catalogue`);
    continue;
  }
  const m = flatten(cat);
  for (const k of base.keys()) if (!m.has(k)) say(`${locale}: missing ${k}`);
  for (const k of m.keys()) if (!base.has(k)) say(`${locale}: extra ${k}`);
  let same = 0,
    long = 0;
  for (const [k, v] of m) {
    if (v === '') say(`${locale}: empty ${k}`);
    const prose =
      typeof v === 'string' && !/[\n{};=<>`]|https?:/.test(v) && v.split(/\s+/).length >= 6;
    if (prose) {
      long++;
      if (v === base.get(k)) same++;
    }
  }
  if (long && same / long > 0.05)
    say(`${locale}: ${same} of ${long} sentences are identical to English`);
}
if (problems > 60) console.log(`... and ${problems - 60} more`);
console.log(
  problems
    ? `check-messages: ${problems} problem(s) in ${dir}`
    : `check-messages: ${base.size} keys, all locales complete`,
);
process.exit(problems ? 1 : 0);
