import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';

/**
 * Who runs a drain: this machine (by a short hash of its name), this process and a run id.
 * Written into a drain's lock and claims, so that the next drain on the same machine can tell at
 * once that their owner died (a server killed in the middle of a drain) instead of waiting for
 * them to go stale. Owners on another machine are never judged: their locks and claims expire.
 */
export type DrainOwner = { host: string; pid: number; run: string };

const HOST = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
/** Runs in progress in this process: a restarted server may reuse its old process id. */
const running = new Set<string>();

/** A new owner for one drain run, counted as running until `finished`. */
export function startDrainRun(): DrainOwner & { finished(): void } {
  const run = randomUUID().slice(0, 8);
  running.add(run);
  return { host: HOST, pid: process.pid, run, finished: () => running.delete(run) };
}

/** `h<host>-p<pid>-<run>`: letters, digits and dashes, fit for a file name. */
export function ownerTag({ host, pid, run }: DrainOwner): string {
  return `h${host}-p${pid}-${run}`;
}

export function parseOwnerTag(tag: string): DrainOwner | undefined {
  const match = /^h([0-9a-f]{8})-p(\d+)-([\w]+)$/.exec(tag);
  return match ? { host: match[1], pid: Number(match[2]), run: match[3] } : undefined;
}

/** True only when the owner is known to be gone: on this machine, and its process is not. */
export function ownerIsGone(owner: DrainOwner | undefined): boolean {
  if (!owner || owner.host !== HOST) return false;
  if (owner.pid === process.pid) return !running.has(owner.run);
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
