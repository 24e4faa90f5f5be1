import { Redis } from 'ioredis';

/**
 * The Redis connection shared by the rate limits, the lead store and the idempotency keys of
 * one server process, made on first use from REDIS_URL. Every caller treats Redis as optional:
 * a call that fails or waits too long throws, and the caller falls back to its in-process or
 * on-disk default, so a Redis outage slows nothing down and takes nothing down.
 */

/** A command that has not answered by then counts as failed. */
const COMMAND_TIMEOUT_MS = 1500;
/** How long a caller waits for a connection that is being made (a cold start, a reconnect). */
const READY_TIMEOUT_MS = 1500;

const clients = new Map<string, Redis>();
/** Clients that have been connected once: when one drops, callers fail at once, not after a wait. */
const connectedOnce = new WeakSet<Redis>();

export function redisClient(url: string): Redis {
  const known = clients.get(url);
  if (known) return known;
  const client = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 3000,
    maxRetriesPerRequest: 1,
    // Commands fail at once while disconnected; callers wait for `ready` themselves, with a
    // limit, instead of queueing behind a connection that may never come back.
    enableOfflineQueue: false,
    // Reconnects keep trying, at most every 2 s, so service resumes when Redis does.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Errors surface through the commands that fail; without a listener they would crash.
  client.on('error', () => undefined);
  client.on('ready', () => connectedOnce.add(client));
  clients.set(url, client);
  return client;
}

/**
 * Resolves with the client once it is connected. A first connection gets a short wait (a cold
 * start); a connection that was lost fails at once, so an outage adds no delay to requests.
 */
export async function readyRedis(url: string): Promise<Redis> {
  const client = redisClient(url);
  if (client.status === 'ready') return client;
  if (connectedOnce.has(client)) throw new Error(`Redis unavailable (${client.status})`);
  if (client.status === 'wait') void client.connect().catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis not ready after ${READY_TIMEOUT_MS} ms (${client.status})`));
    }, READY_TIMEOUT_MS);
    function onReady() {
      clearTimeout(timer);
      resolve();
    }
    client.once('ready', onReady);
  });
  return client;
}

/** Closes every connection this process made (tests and the drain script end with this). */
export async function closeRedisClients(): Promise<void> {
  const all = [...clients.values()];
  clients.clear();
  await Promise.all(all.map((client) => client.quit().catch(() => client.disconnect())));
}
