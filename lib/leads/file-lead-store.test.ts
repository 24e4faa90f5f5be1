import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileLeadStore, OUTBOX_FILE } from './file-lead-store';
import { secondDrainWhileFirstRuns } from '@/test/lead-fixtures';
import type { StoredLead } from './stored-lead';

/** The outbox without Redis, in a real temporary folder. */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const stored = (n: number): StoredLead => ({
  kind: 'investor-deck',
  workflowId: 'investor-deck',
  idempotencyKey: `key-${String(n).padStart(8, '0')}`,
  receivedAt: new Date().toISOString(),
  lead: { workEmail: `partner${n}@fund.example`, investorWebsite: 'https://fund.example/' },
});

const keysOf = async (store: FileLeadStore) => {
  const keys: string[] = [];
  await store.drain(async (lead) => {
    keys.push(lead.idempotencyKey);
    return 'kept';
  });
  return keys;
};

it('keeps leads in order, readable by its owner only', async () => {
  const store = new FileLeadStore(dir);
  for (const n of [1, 2, 3]) await store.add(stored(n));
  const text = await readFile(path.join(dir, OUTBOX_FILE), 'utf8');
  expect(
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).idempotencyKey),
  ).toEqual(['key-00000001', 'key-00000002', 'key-00000003']);
  expect(await keysOf(store)).toEqual(['key-00000001', 'key-00000002', 'key-00000003']);
});

it('deletes delivered and expired leads, keeps the rest in order, and stops when told', async () => {
  const store = new FileLeadStore(dir);
  for (const n of [1, 2, 3, 4]) await store.add(stored(n));
  const verdicts = { 1: 'delivered', 2: 'kept', 3: 'stop', 4: 'delivered' } as const;
  const seen: string[] = [];
  await store.drain(async (lead) => {
    seen.push(lead.idempotencyKey);
    return verdicts[Number(lead.idempotencyKey.slice(-1)) as 1 | 2 | 3 | 4];
  });
  // The run stopped at lead 3: lead 4 was not offered ahead of it.
  expect(seen).toEqual(['key-00000001', 'key-00000002', 'key-00000003']);
  expect(await keysOf(store)).toEqual(['key-00000002', 'key-00000003', 'key-00000004']);
  await store.drain(async () => 'delivered');
  expect(await keysOf(store)).toEqual([]);
  expect((await readdir(dir)).filter((name) => name.endsWith('.jsonl'))).toEqual([]);
});

it('loses no lead appended while a drain runs', async () => {
  const store = new FileLeadStore(dir);
  await store.add(stored(0));
  const delivered: string[] = [];
  let added = 0;
  const adding = (async () => {
    for (let n = 1; n <= 50; n += 1) {
      await store.add(stored(n));
      added += 1;
    }
  })();
  await store.drain(async (lead) => {
    delivered.push(lead.idempotencyKey);
    await new Promise((resolve) => setTimeout(resolve, 2));
    return 'delivered';
  });
  await adding;
  await store.drain(async (lead) => {
    delivered.push(lead.idempotencyKey);
    return 'delivered';
  });
  expect(added).toBe(50);
  expect(new Set(delivered).size).toBe(51);
  expect(delivered).toHaveLength(51);
});

it('lets one drain run at a time', async () => {
  // The first drain waits for appends to settle (250 ms) before it delivers.
  const drains = await secondDrainWhileFirstRuns(() => new FileLeadStore(dir), stored(1), 400);
  expect(drains).toEqual({ second: false, first: true });
});

it('delivers the outbox of earlier versions, whose lines carry no kind', async () => {
  const legacy: Partial<StoredLead> = stored(7);
  delete legacy.kind;
  await writeFile(path.join(dir, 'access-requests.jsonl'), `${JSON.stringify(legacy)}\n`);
  const kinds: string[] = [];
  await new FileLeadStore(dir).drain(async (lead) => {
    kinds.push(lead.kind);
    return 'delivered';
  });
  expect(kinds).toEqual(['access-request']);
});

it('keeps a line that is not a lead for a person to read', async () => {
  await writeFile(path.join(dir, OUTBOX_FILE), 'not json\n');
  const store = new FileLeadStore(dir);
  await store.drain(async () => 'delivered');
  const left = await readdir(dir);
  const pending = left.find((name) => name.startsWith('pending-'));
  expect(await readFile(path.join(dir, String(pending)), 'utf8')).toBe('not json\n');
});

it('throws when the folder cannot be written, so the caller can fall back', async () => {
  const locked = path.join(dir, 'locked');
  await writeFile(locked, '');
  await expect(new FileLeadStore(path.join(locked, 'sub')).add(stored(1))).rejects.toThrow();
});
