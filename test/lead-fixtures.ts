import { createRateLimit } from '@/lib/http/rate-limit';
import { createLeadHandler, type LeadConfig } from '@/lib/leads/lead-handler';
import type { RelayOptions } from '@/lib/leads/relay';
import type { LeadStore, StoredLead } from '@/lib/leads/stored-lead';
import type { Log, LogFields } from '@/lib/log';

/** Shared by the lead tests: a log that keeps its lines, and an access-request route. */
export type LogLine = { level: string; event: string; fields: LogFields };

export function recordingLog(): { lines: LogLine[]; log: Log } {
  const lines: LogLine[] = [];
  return { lines, log: (level, event, fields) => lines.push({ level, event, fields }) };
}

/**
 * The access-request route with a test's workflow API and outbox folder, relaying with short
 * timeouts (unless `relay` says otherwise) and no waits between attempts; without Redis, with a
 * count of runs per address of its own.
 */
export function testLeadHandler(
  {
    workflowApiUrl,
    outboxDir,
    log,
    relay,
  }: { workflowApiUrl?: string; outboxDir: string; log: Log; relay?: Partial<RelayOptions> },
  config: Partial<LeadConfig> = {},
) {
  const rateLimit = config.rateLimit ?? 100;
  return createLeadHandler('access-request', {
    // Each handler counts runs per address on its own, unless Redis shares the count.
    addressRuns: config.redisUrl
      ? undefined
      : createRateLimit({ name: 'test:runs', points: rateLimit, windowSeconds: 3600 }),
    config: () => ({
      workflowApiUrl,
      workflowId: 'access-request',
      outboxDir,
      temporaryParent: outboxDir,
      siteOrigins: { origins: ['https://www.yno.example'], loopback: false },
      vercel: false,
      trustedProxy: false,
      ...config,
      rateLimit,
    }),
    relay: { answerMs: 300, inFlightMs: 600, sleep: async () => undefined, ...relay },
    log,
  });
}

/**
 * Whether a second drain is turned away while a first one is still delivering: `makeStore`
 * returns a new handle on the same store each call, as another instance would hold.
 */
export async function secondDrainWhileFirstRuns(
  makeStore: () => LeadStore,
  lead: StoredLead,
  settleMs: number,
): Promise<{ second: boolean; first: boolean }> {
  const store = makeStore();
  await store.add(lead);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const first = store.drain(async () => {
    await held;
    return 'delivered';
  });
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const second = await makeStore().drain(async () => 'delivered');
  release();
  return { second, first: await first };
}
