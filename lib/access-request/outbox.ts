import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
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

export async function appendToOutbox(dir: string, entry: OutboxEntry): Promise<string> {
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, OUTBOX_FILE);
  // One write in append mode: concurrent requests never interleave within a line.
  await appendFile(file, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 });
  return file;
}
