import { createHash, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import {
  lstat,
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
import path from 'node:path';
import {
  ownerIsGone,
  ownerTag,
  parseOwnerTag,
  startDrainRun,
  type DrainOwner,
} from './drain-owner';
import { ensurePrivateFolder, folderProblem, UnsafeFolderError } from './private-folder';
import {
  endsRun,
  isDue,
  keptUntil,
  parseStoredLead,
  type DrainOptions,
  type DrainVerdict,
  type LeadStore,
  type StoredLead,
} from './stored-lead';

/**
 * The outbox without Redis: one file per lead, `lead-<received ms>-<uuid>.json`, in a folder
 * only this server's user can enter (lib/leads/private-folder.ts: the files hold personal
 * data, and what a drain finds here is sent with the workflow token). Names sort in arrival
 * order.
 *
 * Nothing here waits or guesses, so no lead answered 2xx can be lost or sent twice by two
 * drains:
 * - a lead is written to a temporary name and renamed into place, so a drain sees whole
 *   files only, and a new lead never lands in a file a drain is rewriting;
 * - a drain claims each lead by renaming it to a hidden name of its own before sending it: of
 *   two drains, only one rename succeeds, so a lead in flight is never sent by another drain.
 *   A claim left by a drain that died is put back: at once when its process is known to be
 *   gone (lib/leads/drain-owner.ts), else once it is older than any run can last;
 * - a lock folder keeps drains from running side by side (renewed while a run lasts, taken
 *   over the same way), and each run ends by its deadline, long before the lock goes stale.
 * Files are read without following symlinks; anything that is not a regular file is skipped.
 */
const LEAD_FILE = /^lead-\d{13}-[\w-]+\.json$/;
const CLAIMED = /^\.claimed-([\w-]+?)--(lead-\d{13}-[\w-]+\.json)$/;
/** Outboxes of earlier versions: one JSON line per lead. Drains turn them into lead files. */
const LEGACY_FILE = /^(leads|access-requests|pending-\d+-\d+)\.jsonl$/;
const LOCK = '.drain-lock';
const LOCK_OWNER = 'owner';
/** A held lock is touched this often; one untouched for STALE_MS belongs to a dead drain. */
const LOCK_RENEW_MS = 15_000;
const STALE_MS = 2 * 60_000;
/** Below this much free space the outbox refuses new leads rather than fill the disk. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;
/** Reads a file, refusing a symlink in its place. */
const READ_NO_FOLLOW = constants.O_RDONLY | constants.O_NOFOLLOW;

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

async function readLead(file: string): Promise<StoredLead | undefined> {
  return parseStoredLead(await readFile(file, { encoding: 'utf8', flag: READ_NO_FOLLOW }));
}

/** The leads a folder holds, oldest first, as files a person can read (tests and tools). */
export async function outboxLeads(dir: string): Promise<StoredLead[]> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => LEAD_FILE.test(name));
  const leads = await Promise.all(names.sort().map((name) => readLead(path.join(dir, name))));
  return leads.filter((lead): lead is StoredLead => lead !== undefined);
}

/** Files a drain set aside for a person (unknown workflow, not a lead), oldest first. */
export async function setAsideFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => /^(set-aside|unreadable)-/.test(name)).sort();
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
    await ensurePrivateFolder(this.dir);
    const space = await statfs(this.dir);
    if (space.bavail * space.bsize < this.minFreeBytes) {
      throw new Error(`outbox refused: less than ${this.minFreeBytes} bytes free`);
    }
    return this.place(leadFileName(lead.receivedAt, randomUUID()), `${JSON.stringify(lead)}\n`);
  }

  async remove(where: string): Promise<void> {
    const name = path.basename(where);
    if (path.dirname(path.resolve(where)) !== this.dir || !LEAD_FILE.test(name)) return;
    await unlink(path.join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** Writes under a temporary name, then renames: readers see the whole file or none. */
  private async place(name: string, text: string): Promise<string> {
    const file = path.join(this.dir, name);
    const temporary = path.join(this.dir, `.tmp-${randomUUID()}`);
    try {
      await writeFile(temporary, text, { encoding: 'utf8', mode: 0o600, flag: 'wx', flush: true });
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
    if (!(await lstat(this.dir).catch(() => undefined))) return true;
    const problem = await folderProblem(this.dir);
    if (problem) throw new UnsafeFolderError(`outbox ${this.dir} ${problem}: not drained`);
    const owner = startDrainRun();
    try {
      if (!(await this.lock(owner))) return false;
      const lockPath = path.join(this.dir, LOCK);
      const renew = setInterval(() => {
        const now = new Date();
        void utimes(lockPath, now, now).catch(() => undefined);
      }, LOCK_RENEW_MS);
      renew.unref();
      try {
        await this.restoreDeadClaims();
        await this.splitLegacyFiles();
        const names = (await readdir(this.dir)).filter((name) => LEAD_FILE.test(name)).sort();
        for (const name of names) {
          if (Date.now() >= until) break;
          const verdict = await this.visitFile(name, owner, visit);
          if (endsRun(verdict)) break;
        }
        return true;
      } finally {
        clearInterval(renew);
        await rm(lockPath, { recursive: true, force: true });
      }
    } finally {
      owner.finished();
    }
  }

  private async visitFile(
    name: string,
    owner: DrainOwner,
    visit: (lead: StoredLead) => Promise<DrainVerdict>,
  ): Promise<DrainVerdict | 'skipped'> {
    const file = path.join(this.dir, name);
    const found = await lstat(file).catch(() => undefined);
    // Delivered or claimed by another drain meanwhile, or not a file this store wrote.
    if (!found?.isFile()) return 'skipped';
    // A lead whose earlier send may still be running is not claimed, so nothing races it.
    const before = await readLead(file).catch(() => undefined);
    if (before && !isDue(before)) return 'skipped';
    const claimed = path.join(this.dir, `.claimed-${ownerTag(owner)}--${name}`);
    try {
      await rename(file, claimed);
    } catch {
      return 'skipped';
    }
    const now = new Date();
    await utimes(claimed, now, now);
    const lead = await readLead(claimed).catch(() => undefined);
    // A file that is not a lead is set aside for a person to read; it is never thrown away.
    const verdict = lead ? await visit(lead) : 'set-aside';
    if (verdict === 'delivered' || verdict === 'expired') {
      await unlink(claimed);
    } else if (verdict === 'set-aside') {
      await rename(claimed, path.join(this.dir, `${lead ? 'set-aside' : 'unreadable'}-${name}`));
    } else if (keptUntil(verdict)) {
      // Rewritten in its claimed place, then put back: at every moment one file holds it.
      await this.place(
        path.basename(claimed),
        `${JSON.stringify({ ...lead, notBefore: keptUntil(verdict) })}\n`,
      );
      await rename(claimed, file);
    } else {
      await rename(claimed, file);
    }
    return verdict;
  }

  /** Puts back leads claimed by a drain that died before it finished with them. */
  private async restoreDeadClaims(): Promise<void> {
    for (const name of await readdir(this.dir)) {
      const match = CLAIMED.exec(name);
      if (!match) continue;
      const claimed = path.join(this.dir, name);
      const found = await lstat(claimed).catch(() => undefined);
      if (!found?.isFile()) continue;
      const dead = ownerIsGone(parseOwnerTag(match[1])) || Date.now() - found.mtimeMs > STALE_MS;
      if (dead) await rename(claimed, path.join(this.dir, match[2])).catch(() => undefined);
    }
  }

  /**
   * Turns each line of an earlier version's outbox into a lead file. Names come from the
   * line's content, so a split that is cut short and run again writes the same files.
   */
  private async splitLegacyFiles(): Promise<void> {
    for (const name of (await readdir(this.dir)).filter((entry) => LEGACY_FILE.test(entry))) {
      const file = path.join(this.dir, name);
      if (!(await lstat(file)).isFile()) continue;
      const text = await readFile(file, { encoding: 'utf8', flag: READ_NO_FOLLOW });
      const lines = text.split('\n').filter((line) => line.trim());
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

  /** The lock folder holds its owner, so a drain that died on this machine frees it at once. */
  private async lock(owner: DrainOwner): Promise<boolean> {
    const lock = path.join(this.dir, LOCK);
    if (await this.tryLock(lock, owner)) return true;
    const taken = await stat(lock).catch(() => undefined);
    const holder = await readFile(path.join(lock, LOCK_OWNER), {
      encoding: 'utf8',
      flag: READ_NO_FOLLOW,
    })
      .then((tag) => parseOwnerTag(tag.trim()))
      .catch(() => undefined);
    const stale = !taken || Date.now() - taken.mtimeMs >= STALE_MS;
    if (!stale && !ownerIsGone(holder)) return false;
    // A dead drain's lock. Two drains that take it over at once are still safe: each lead is
    // claimed by one of them only.
    await rm(lock, { recursive: true, force: true });
    return this.tryLock(lock, owner);
  }

  private async tryLock(lock: string, owner: DrainOwner): Promise<boolean> {
    try {
      await mkdir(lock, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return false;
    }
    await writeFile(path.join(lock, LOCK_OWNER), ownerTag(owner), { mode: 0o600 });
    return true;
  }
}
