import {
  appendFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseStoredLead, type DrainVerdict, type LeadStore, type StoredLead } from './stored-lead';

/**
 * The outbox without Redis: leads appended to `leads.jsonl`, one JSON object per line, in a
 * folder readable by its owner only (the lines hold personal data).
 *
 * Appending never takes a lock. A drain first renames the file to `pending-<time>.jsonl` (new
 * leads then start a new file), waits for appends already under way to land, and works through
 * the pending files oldest first, rewriting each without the leads it has delivered. Two
 * drains exclude each other with a lock folder, which is taken over when older than a run can
 * last.
 */
export const OUTBOX_FILE = 'leads.jsonl';
/** Earlier versions of the site kept access requests here; drains still deliver them. */
const LEGACY_OUTBOX_FILE = 'access-requests.jsonl';
const PENDING = /^pending-\d+-\d+\.jsonl$/;
const LOCK = '.drain-lock';
const STALE_LOCK_MS = 10 * 60_000;
/** An append is one small write: far shorter than this. */
const SETTLE_MS = 250;

/**
 * Where leads go when the configured folder cannot be written, as on a host whose disk is
 * read-only but for the temporary folder. The host may empty that folder, so using it is
 * logged as a risk.
 */
export const FALLBACK_OUTBOX_DIR = path.join(os.tmpdir(), 'yno-leads');

/**
 * Creates `dir` and its missing parents, one level at a time, private to this user. Node's
 * recursive mkdir can spin forever where the kernel answers ENOENT for a path that cannot be
 * created (under /proc, say); level by level, such a path fails at once and the lead falls
 * back to the next store.
 */
export async function makeFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let folder = path.resolve(dir); ; folder = path.dirname(folder)) {
    const found = await stat(folder).catch(() => undefined);
    if (found) {
      if (!found.isDirectory()) throw new Error(`${folder} is not a folder`);
      break;
    }
    missing.unshift(folder);
    if (path.dirname(folder) === folder) break;
  }
  for (const folder of missing) {
    await mkdir(folder, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

export class FileLeadStore implements LeadStore {
  readonly name: string;
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    this.name = this.dir;
  }

  async add(lead: StoredLead): Promise<string> {
    await makeFolder(this.dir);
    const file = path.join(this.dir, OUTBOX_FILE);
    // One write in append mode: concurrent requests never interleave within a line.
    await appendFile(file, `${JSON.stringify(lead)}\n`, { encoding: 'utf8', mode: 0o600 });
    return file;
  }

  async drain(visit: (lead: StoredLead) => Promise<DrainVerdict>): Promise<boolean> {
    // No folder means nothing was ever stored here.
    if (!(await stat(this.dir).catch(() => undefined))) return true;
    if (!(await this.lock())) return false;
    try {
      const rotated = await this.rotate();
      if (rotated) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const pending = (await readdir(this.dir)).filter((name) => PENDING.test(name)).sort();
      for (const name of pending) {
        if (!(await this.drainFile(path.join(this.dir, name), visit))) break;
      }
      return true;
    } finally {
      await rm(path.join(this.dir, LOCK), { recursive: true, force: true });
    }
  }

  /** Whether the drain may go on to the next file. */
  private async drainFile(
    file: string,
    visit: (lead: StoredLead) => Promise<DrainVerdict>,
  ): Promise<boolean> {
    const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line.trim());
    const kept: string[] = [];
    let goOn = true;
    for (const [index, line] of lines.entries()) {
      const lead = parseStoredLead(line);
      // A line that is not a lead is kept for a person to read; it is never thrown away.
      const verdict = !goOn || !lead ? 'kept' : await visit(lead);
      if (verdict === 'kept' || verdict === 'stop') kept.push(line);
      if (verdict === 'stop') goOn = false;
      if (verdict === 'delivered' || verdict === 'expired') {
        // Rewritten after every delivery, so a drain that dies now repeats at most one lead
        // (under its Idempotency-Key, which the workflow API deduplicates).
        await this.rewrite(file, [...kept, ...lines.slice(index + 1)]);
      }
    }
    await this.rewrite(file, kept);
    return goOn;
  }

  private async rewrite(file: string, lines: string[]): Promise<void> {
    if (lines.length === 0) {
      await unlink(file).catch(() => undefined);
      return;
    }
    const temporary = `${file}.tmp`;
    await writeFile(temporary, lines.map((line) => `${line}\n`).join(''), { mode: 0o600 });
    await rename(temporary, file);
  }

  /** Moves the current outbox aside; false when there was none. */
  private async rotate(): Promise<boolean> {
    let moved = false;
    for (const [index, name] of [LEGACY_OUTBOX_FILE, OUTBOX_FILE].entries()) {
      const target = path.join(this.dir, `pending-${Date.now()}-${index}.jsonl`);
      try {
        await rename(path.join(this.dir, name), target);
        moved = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return moved;
  }

  private async lock(): Promise<boolean> {
    const lock = path.join(this.dir, LOCK);
    try {
      await mkdir(lock);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const taken = await stat(lock).catch(() => undefined);
    if (taken && Date.now() - taken.mtimeMs < STALE_LOCK_MS) return false;
    await rm(lock, { recursive: true, force: true });
    return this.lock();
  }
}
