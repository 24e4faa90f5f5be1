import { createHash, randomUUID } from 'node:crypto';
import {
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  statfs,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  parseStoredLead,
  type DrainOptions,
  type DrainVerdict,
  type LeadStore,
  type StoredLead,
} from './stored-lead';

/**
 * The outbox without Redis: one file per lead, `lead-<received ms>-<uuid>.json`, in a folder
 * readable by its owner only (the files hold personal data). Names sort in arrival order.
 *
 * Nothing here waits or guesses, so no lead answered 2xx can be lost or sent twice:
 * - a lead is written to a temporary name and renamed into place, so a drain sees whole
 *   files only, and a new lead never lands in a file a drain is rewriting;
 * - a drain claims each lead by renaming it to a hidden name of its own before sending it: of
 *   two drains, only one rename succeeds, so a lead in flight is never sent by another drain.
 *   A claim left by a drain that died is put back once it is older than any run can last;
 * - a lock folder keeps drains from running side by side (renewed while a run lasts), and each
 *   run ends by its deadline, long before the lock could be taken over.
 */
const LEAD_FILE = /^lead-\d{13}-[\w-]+\.json$/;
const CLAIMED = /^\.claimed-[\w-]+?--(lead-\d{13}-[\w-]+\.json)$/;
/** Outboxes of earlier versions: one JSON line per lead. Drains turn them into lead files. */
const LEGACY_FILE = /^(leads|access-requests|pending-\d+-\d+)\.jsonl$/;
const LOCK = '.drain-lock';
/** A held lock is touched this often; one untouched for STALE_MS belongs to a dead drain. */
const LOCK_RENEW_MS = 15_000;
const STALE_MS = 2 * 60_000;
/** Below this much free space the outbox refuses new leads rather than fill the disk. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

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

/** Orders leads that arrive in the same millisecond in one process. */
let sequence = 0;

/**
 * The lead file's name: arrival time, then this process's sequence number, so names sort in the
 * order leads came even within one millisecond; the random id keeps processes apart.
 */
function leadFileName(receivedAt: string, id: string): string {
  const ms = Date.parse(receivedAt);
  const time = String(Number.isFinite(ms) ? ms : Date.now()).padStart(13, '0');
  sequence = (sequence + 1) % 1e9;
  return `lead-${time}-${String(sequence).padStart(9, '0')}-${id}.json`;
}

/** The leads a folder holds, oldest first, as files a person can read (tests and tools). */
export async function outboxLeads(dir: string): Promise<StoredLead[]> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => LEAD_FILE.test(name));
  const leads = await Promise.all(
    names.sort().map(async (name) => parseStoredLead(await readFile(path.join(dir, name), 'utf8'))),
  );
  return leads.filter((lead): lead is StoredLead => lead !== undefined);
}

export class FileLeadStore implements LeadStore {
  readonly name: string;
  private readonly dir: string;
  private readonly minFreeBytes: number;

  constructor(dir: string, { minFreeBytes = MIN_FREE_BYTES }: { minFreeBytes?: number } = {}) {
    this.dir = path.resolve(dir);
    this.name = this.dir;
    this.minFreeBytes = minFreeBytes;
  }

  async add(lead: StoredLead): Promise<string> {
    await makeFolder(this.dir);
    const space = await statfs(this.dir);
    if (space.bavail * space.bsize < this.minFreeBytes) {
      throw new Error(`outbox refused: less than ${this.minFreeBytes} bytes free`);
    }
    return this.place(leadFileName(lead.receivedAt, randomUUID()), `${JSON.stringify(lead)}\n`);
  }

  /** Writes under a temporary name, then renames: readers see the whole file or none. */
  private async place(name: string, text: string): Promise<string> {
    const file = path.join(this.dir, name);
    const temporary = path.join(this.dir, `.tmp-${randomUUID()}`);
    try {
      await writeFile(temporary, text, { encoding: 'utf8', mode: 0o600, flush: true });
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return file;
  }

  async drain(
    visit: (lead: StoredLead) => Promise<DrainVerdict>,
    { until = Infinity }: DrainOptions = {},
  ): Promise<boolean> {
    // No folder means nothing was ever stored here.
    if (!(await stat(this.dir).catch(() => undefined))) return true;
    if (!(await this.lock())) return false;
    const lockPath = path.join(this.dir, LOCK);
    const renew = setInterval(() => {
      const now = new Date();
      void utimes(lockPath, now, now).catch(() => undefined);
    }, LOCK_RENEW_MS);
    renew.unref();
    const drainId = randomUUID().slice(0, 8);
    try {
      await this.restoreDeadClaims();
      await this.splitLegacyFiles();
      const names = (await readdir(this.dir)).filter((name) => LEAD_FILE.test(name)).sort();
      for (const name of names) {
        if (Date.now() >= until) break;
        if ((await this.visitFile(name, drainId, visit)) === 'stop') break;
      }
      return true;
    } finally {
      clearInterval(renew);
      await rm(lockPath, { recursive: true, force: true });
    }
  }

  private async visitFile(
    name: string,
    drainId: string,
    visit: (lead: StoredLead) => Promise<DrainVerdict>,
  ): Promise<DrainVerdict> {
    const file = path.join(this.dir, name);
    const claimed = path.join(this.dir, `.claimed-${drainId}--${name}`);
    try {
      await rename(file, claimed);
    } catch {
      // Delivered or claimed by another drain meanwhile.
      return 'kept';
    }
    const now = new Date();
    await utimes(claimed, now, now);
    const lead = parseStoredLead(await readFile(claimed, 'utf8'));
    // A file that is not a lead is kept for a person to read; it is never thrown away.
    const verdict = lead ? await visit(lead) : 'kept';
    if (verdict === 'delivered' || verdict === 'expired') await unlink(claimed);
    else await rename(claimed, lead ? file : path.join(this.dir, `unreadable-${name}`));
    return verdict;
  }

  /** Puts back leads claimed by a drain that died before it finished with them. */
  private async restoreDeadClaims(): Promise<void> {
    for (const name of await readdir(this.dir)) {
      const original = CLAIMED.exec(name)?.[1];
      if (!original) continue;
      const claimed = path.join(this.dir, name);
      const found = await stat(claimed).catch(() => undefined);
      if (found && Date.now() - found.mtimeMs > STALE_MS) {
        await rename(claimed, path.join(this.dir, original)).catch(() => undefined);
      }
    }
  }

  /**
   * Turns each line of an earlier version's outbox into a lead file. Names come from the
   * line's content, so a split that is cut short and run again writes the same files.
   */
  private async splitLegacyFiles(): Promise<void> {
    for (const name of (await readdir(this.dir)).filter((entry) => LEGACY_FILE.test(entry))) {
      const file = path.join(this.dir, name);
      const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line.trim());
      for (const line of lines) {
        const id = createHash('sha256').update(line).digest('hex').slice(0, 32);
        const lead = parseStoredLead(line);
        await this.place(
          lead ? leadFileName(lead.receivedAt, id) : `unreadable-${id}.jsonl`,
          `${line}\n`,
        );
      }
      await unlink(file);
    }
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
    if (taken && Date.now() - taken.mtimeMs < STALE_MS) return false;
    // A dead drain's lock. Two drains that take it over at once are still safe: each lead is
    // claimed by one of them only.
    await rm(lock, { recursive: true, force: true });
    try {
      await mkdir(lock);
      return true;
    } catch {
      return false;
    }
  }
}
