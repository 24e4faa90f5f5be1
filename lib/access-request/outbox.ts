import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AccessRequest } from './access-request-schema';

/**
 * With no workflow API configured, leads are kept here, one JSON object per line, for someone
 * to replay later under the same Idempotency-Key. The file holds personal data: it is created
 * readable by its owner only.
 */
export const OUTBOX_FILE = 'access-requests.jsonl';

export type OutboxEntry = {
  receivedAt: string;
  idempotencyKey: string;
  workflowId: string;
  lead: AccessRequest;
};

/**
 * Where leads go when the configured folder cannot be written, as on a host whose disk is
 * read-only but for the temporary folder. The host may empty that folder, so using it is
 * logged as a risk.
 */
export const FALLBACK_OUTBOX_DIR = path.join(os.tmpdir(), 'yno-leads');

export type OutboxWrite = { file: string } & (
  { fallback: false } | { fallback: true; reason: string }
);

/** Appends the lead to the outbox in `dir`, or in `fallbackDir` when `dir` cannot be written. */
export async function appendToOutbox(
  dir: string,
  entry: OutboxEntry,
  fallbackDir = FALLBACK_OUTBOX_DIR,
): Promise<OutboxWrite> {
  try {
    return { file: await appendLine(dir, entry), fallback: false };
  } catch (error) {
    if (path.resolve(dir) === path.resolve(fallbackDir)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return { file: await appendLine(fallbackDir, entry), fallback: true, reason };
  }
}

async function appendLine(dir: string, entry: OutboxEntry): Promise<string> {
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, OUTBOX_FILE);
  // One write in append mode: concurrent requests never interleave within a line.
  await appendFile(file, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 });
  return file;
}
