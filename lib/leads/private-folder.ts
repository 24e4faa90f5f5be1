import { chmod, lstat, mkdir, mkdtemp, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Outbox folders hold personal data, and whatever a drain finds in one is sent with the
 * workflow token. So a folder is used only when no one but this server's user can have put
 * anything in it: a real folder (never followed through a symlink), owned by this user, and
 * writable by no one else. One of its own that others may only read is tightened to 0700; any
 * other is refused (UnsafeFolderError), and the lead falls back to the next store or is
 * answered 503.
 */
export class UnsafeFolderError extends Error {}

/** Created with this mode: owner only. */
const PRIVATE = 0o700;

const uid = () => (typeof process.getuid === 'function' ? process.getuid() : undefined);

/** Why `dir` may not be used, or undefined when it may. Does not follow a symlink. */
export async function folderProblem(dir: string): Promise<string | undefined> {
  const found = await lstat(dir);
  if (found.isSymbolicLink()) return 'is a symbolic link';
  if (!found.isDirectory()) return 'is not a folder';
  const me = uid();
  if (me === undefined) return undefined;
  if (found.uid !== me) return `belongs to user ${found.uid}, not to this server's user ${me}`;
  if (found.mode & 0o022) return 'can be written by other users';
  return undefined;
}

/**
 * Creates `dir` and its missing parents, one level at a time, private to this user, then
 * checks it (folderProblem). Node's recursive mkdir can spin forever where the kernel answers
 * ENOENT for a path that cannot be created (under /proc, say); level by level, such a path
 * fails at once and the lead falls back to the next store.
 */
export async function ensurePrivateFolder(dir: string): Promise<void> {
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
    await mkdir(folder, { mode: PRIVATE }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  const problem = await folderProblem(dir);
  if (problem) throw new UnsafeFolderError(`outbox ${path.resolve(dir)} ${problem}`);
  const { mode } = await lstat(dir);
  if (uid() !== undefined && mode & 0o077) await chmod(dir, PRIVATE);
}

/** Temporary outboxes are folders named so in the OS temporary folder, each made by mkdtemp. */
const TEMPORARY_PREFIX = 'yno-leads-';

/**
 * The temporary outboxes of this server's user that pass folderProblem, oldest name first:
 * where a drain looks. Any other folder of that name (another user's, a symlink) is ignored.
 */
export async function temporaryOutboxes(parent = os.tmpdir()): Promise<string[]> {
  const names = (await readdir(parent).catch(() => [] as string[]))
    .filter((name) => name.startsWith(TEMPORARY_PREFIX))
    .sort();
  const mine: string[] = [];
  for (const name of names) {
    const dir = path.join(parent, name);
    if ((await folderProblem(dir).catch(() => 'unreadable')) === undefined) mine.push(dir);
  }
  return mine;
}

/**
 * A temporary outbox to write to: one of this user's that is already there, else a new one
 * made by mkdtemp, whose name no one can guess or claim first.
 */
export async function temporaryOutbox(parent = os.tmpdir()): Promise<string> {
  const [existing] = await temporaryOutboxes(parent);
  if (existing) return existing;
  return mkdtemp(path.join(parent, TEMPORARY_PREFIX));
}
