import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Log } from '@/lib/log';
import { recordingLog, type LogLine } from '@/test/lead-fixtures';
import { ensurePrivateFolder as makeFolder } from './private-folder';
import { warnIfOutboxUnwritable } from './lead-storage';

let dir: string;
let recording: ReturnType<typeof recordingLog>;
let logs: LogLine[];
const log: Log = (...args) => recording.log(...args);

beforeEach(async () => {
  recording = recordingLog();
  logs = recording.lines;
  dir = await mkdtemp(path.join(os.tmpdir(), 'storage-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the start-up check of the outbox folder', () => {
  it('says nothing when the folder can be written', async () => {
    await warnIfOutboxUnwritable(
      { outboxDir: path.join(dir, 'outbox'), temporaryParent: dir },
      log,
    );
    expect(logs).toEqual([]);
  });

  it('warns once, naming the risk and the way out, when it cannot', async () => {
    await writeFile(path.join(dir, 'file'), '');
    const config = { outboxDir: path.join(dir, 'file', 'outbox') };
    await warnIfOutboxUnwritable(config, log);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: 'warn', event: 'lead.outbox_unwritable' });
    expect(String(logs[0].fields.risk)).toMatch(/temporary folder.*REDIS_URL.*LEADS_OUTBOX_DIR/);
  });

  it('only notes it when Redis keeps the leads', async () => {
    await writeFile(path.join(dir, 'file'), '');
    await warnIfOutboxUnwritable(
      {
        redisUrl: 'redis://127.0.0.1:1',
        outboxDir: path.join(dir, 'file'),
      },
      log,
    );
    expect(logs[0]).toMatchObject({ level: 'info' });
  });
});

describe('a folder the kernel will not create', () => {
  it('fails at once, where a recursive mkdir would spin', async () => {
    const started = Date.now();
    await expect(makeFolder('/proc/yno-leads-test/outbox')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('creates the missing levels of an ordinary path, private to this user', async () => {
    const target = path.join(dir, 'a', 'b', 'c');
    await makeFolder(target);
    expect((await stat(target)).isDirectory()).toBe(true);
    expect((await stat(path.join(dir, 'a'))).mode & 0o777).toBe(0o700);
  });
});
