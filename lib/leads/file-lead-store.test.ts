import { spawn } from 'node:child_process';
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ownerTag, startDrainRun } from './drain-owner';
import { FileLeadStore, outboxLeads } from './file-lead-store';
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

it('keeps each lead in a file of its own, in order, readable by its owner only', async () => {
  const store = new FileLeadStore(dir);
  for (const n of [1, 2, 3]) {
    await store.add({ ...stored(n), receivedAt: new Date(Date.UTC(2026, 0, n)).toISOString() });
  }
  const names = (await readdir(dir)).sort();
  expect(names).toHaveLength(3);
  for (const name of names) expect((await stat(path.join(dir, name))).mode & 0o777).toBe(0o600);
  expect((await outboxLeads(dir)).map((lead) => lead.idempotencyKey)).toEqual([
    'key-00000001',
    'key-00000002',
    'key-00000003',
  ]);
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
  expect(await readdir(dir)).toEqual([]);
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
  const drains = await secondDrainWhileFirstRuns(() => new FileLeadStore(dir), stored(1), 50);
  expect(drains).toEqual({ second: false, first: true });
});

it('offers no lead after the run’s deadline, and keeps the rest for the next run', async () => {
  const store = new FileLeadStore(dir);
  for (const n of [1, 2, 3]) await store.add(stored(n));
  const seen: string[] = [];
  await store.drain(
    async (lead) => {
      seen.push(lead.idempotencyKey);
      await new Promise((resolve) => setTimeout(resolve, 60));
      return 'delivered';
    },
    { until: Date.now() + 30 },
  );
  expect(seen).toHaveLength(1);
  expect(await outboxLeads(dir)).toHaveLength(2);
});

it('puts back a lead claimed by a drain that died, once the claim is stale', async () => {
  const store = new FileLeadStore(dir);
  await store.add(stored(1));
  const [name] = await readdir(dir);
  const claimed = path.join(dir, `.claimed-deadbeef--${name}`);
  await rename(path.join(dir, name), claimed);
  // A fresh claim belongs to a drain that may still be sending it: it is left alone.
  expect(await keysOf(store)).toEqual([]);
  const old = new Date(Date.now() - 10 * 60_000);
  await utimes(claimed, old, old);
  expect(await keysOf(store)).toEqual(['key-00000001']);
});

it('refuses a lead rather than fill the disk, so the caller can fall back or answer 503', async () => {
  const full = new FileLeadStore(dir, { minFreeBytes: Number.MAX_SAFE_INTEGER });
  await expect(full.add(stored(1))).rejects.toThrow(/outbox refused/);
  expect(await readdir(dir)).toEqual([]);
});

it('delivers the JSONL outboxes of earlier versions, whose lines may carry no kind', async () => {
  const legacy: Partial<StoredLead> = stored(7);
  delete legacy.kind;
  await writeFile(path.join(dir, 'access-requests.jsonl'), `${JSON.stringify(legacy)}\n`);
  await writeFile(path.join(dir, 'leads.jsonl'), `${JSON.stringify(stored(8))}\n`);
  const kinds: string[] = [];
  await new FileLeadStore(dir).drain(async (lead) => {
    kinds.push(lead.kind);
    return 'delivered';
  });
  expect(kinds.sort()).toEqual(['access-request', 'investor-deck']);
  expect(await readdir(dir)).toEqual([]);
});

it('keeps a line or file that is not a lead for a person to read', async () => {
  await writeFile(path.join(dir, 'leads.jsonl'), 'not json\n');
  await writeFile(path.join(dir, 'lead-0000000000001-broken.json'), '{"half":');
  const store = new FileLeadStore(dir);
  await store.drain(async () => 'delivered');
  const left = (await readdir(dir)).sort();
  expect(left).toEqual([
    expect.stringMatching(/^unreadable-[0-9a-f]{32}\.jsonl$/),
    'unreadable-lead-0000000000001-broken.json',
  ]);
  expect(await readFile(path.join(dir, left[0]), 'utf8')).toBe('not json\n');
});

it('throws when the folder cannot be written, so the caller can fall back', async () => {
  const locked = path.join(dir, 'locked');
  await writeFile(locked, '');
  await expect(new FileLeadStore(path.join(locked, 'sub')).add(stored(1))).rejects.toThrow();
});

describe('a drain killed in the middle of a run', () => {
  /** The id of a process that has exited: its drain died with it. */
  async function deadProcessId(): Promise<number> {
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid!;
  }

  async function deadOwnerTag(): Promise<string> {
    const me = startDrainRun();
    me.finished();
    return ownerTag({ host: me.host, pid: await deadProcessId(), run: 'killed1' });
  }

  it('frees its lock and puts its claim back at once, on the same machine', async () => {
    const store = new FileLeadStore(dir);
    await store.add(stored(1));
    const [name] = await readdir(dir);
    const tag = await deadOwnerTag();
    await rename(path.join(dir, name), path.join(dir, `.claimed-${tag}--${name}`));
    await mkdir(path.join(dir, '.drain-lock'));
    await writeFile(path.join(dir, '.drain-lock', 'owner'), tag);
    // Neither is stale yet, but their owner is gone.
    expect(await keysOf(store)).toEqual(['key-00000001']);
  });

  it('leaves alone a claim of a drain that still runs in this process', async () => {
    const store = new FileLeadStore(dir);
    await store.add(stored(1));
    const [name] = await readdir(dir);
    const running = startDrainRun();
    try {
      await rename(path.join(dir, name), path.join(dir, `.claimed-${ownerTag(running)}--${name}`));
      expect(await keysOf(store)).toEqual([]);
    } finally {
      running.finished();
    }
    expect(await keysOf(store)).toEqual(['key-00000001']);
  });
});

describe('a folder someone else could write', () => {
  it('is neither written to nor drained', async () => {
    const open = path.join(dir, 'open');
    await mkdir(open);
    await chmod(open, 0o777);
    await writeFile(
      path.join(open, 'lead-0000000000001-000000001-x.json'),
      JSON.stringify(stored(1)),
    );
    const store = new FileLeadStore(open);
    await expect(store.add(stored(2))).rejects.toThrow(/can be written by other users/);
    await expect(store.drain(async () => 'delivered')).rejects.toThrow(/not drained/);
  });

  it('is not followed through a symlink', async () => {
    const real = path.join(dir, 'real');
    await mkdir(real, { mode: 0o700 });
    await symlink(real, path.join(dir, 'link'));
    await expect(new FileLeadStore(path.join(dir, 'link')).add(stored(1))).rejects.toThrow(
      /symbolic link/,
    );
  });

  it('of its own and only readable by others is tightened to 0700', async () => {
    const readable = path.join(dir, 'readable');
    await mkdir(readable);
    await chmod(readable, 0o755);
    await new FileLeadStore(readable).add(stored(1));
    expect((await stat(readable)).mode & 0o777).toBe(0o700);
  });

  it('skips a lead file that is a symlink, and never reads through it', async () => {
    const secret = path.join(dir, 'secret.json');
    await writeFile(secret, JSON.stringify(stored(9)));
    const store = new FileLeadStore(path.join(dir, 'outbox'));
    await store.add(stored(1));
    await symlink(secret, path.join(dir, 'outbox', 'lead-0000000000000-000000000-link.json'));
    expect(await keysOf(store)).toEqual(['key-00000001']);
  });
});
