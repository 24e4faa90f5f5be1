import { Redis } from 'ioredis';
import { consoleLog, type Log } from '@/lib/log';

/**
 * The Redis connection shared by the rate limits, the lead store and the idempotency keys of
 * one server process, made on first use from REDIS_URL. Every caller treats Redis as optional
 * and has an in-process or on-disk fallback, so an outage must cost a request milliseconds,
 * not seconds. A circuit breaker makes sure of that:
 *
 * - closed: the client is connected; commands go to Redis.
 * - open: the connection is down, or a command failed or timed out less than COOLDOWN_MS ago.
 *   Every call fails at once and the caller takes its fallback. The client keeps reconnecting
 *   in the background (at most every 2 s).
 * - back to closed by itself: when the client reconnects, or after the cool-down for a
 *   connection that stayed up (a Redis that hung), on the next command that succeeds.
 *
 * One log line says Redis went away, one says it is back; requests in between log nothing.
 */

/** A command that has not answered by then counts as failed. */
const COMMAND_TIMEOUT_MS = 1500;
/** How long the very first caller waits for the first connection (a cold start). */
const FIRST_CONNECT_TIMEOUT_MS = 1500;
/** After a failure, calls fail at once for this long before Redis is tried again. */
const COOLDOWN_MS = 5000;

type Connection = {
  client: Redis;
  /** Resolves when the first connection is made, rejects when it fails or takes too long. */
  firstConnect: Promise<void>;
  /** Calls fail at once until then. */
  openUntil: number;
  down: boolean;
};

/** Thrown at once while the breaker is open: the outage is logged already, by the breaker. */
export class RedisUnavailableError extends Error {}

const connections = new Map<string, Connection>();
let closed = false;
let log: Log = consoleLog;

/** Tests record the breaker's log lines instead of printing them. */
export function setRedisLog(next: Log): void {
  log = next;
}

function connection(url: string): Connection {
  const known = connections.get(url);
  if (known) return known;
  const client = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 3000,
    maxRetriesPerRequest: 1,
    // Commands fail at once while disconnected instead of queueing behind a connection that
    // may never come back; the breaker sends callers to their fallback meanwhile.
    enableOfflineQueue: false,
    // Reconnects keep trying, at most every 2 s, so service resumes when Redis does.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  const firstConnect = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Redis not ready after ${FIRST_CONNECT_TIMEOUT_MS} ms`)),
      FIRST_CONNECT_TIMEOUT_MS,
    );
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
    client.once('error', (error: Error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  // Awaited by callers; this only keeps an unobserved rejection from being reported twice.
  firstConnect.catch(() => undefined);
  const made: Connection = { client, firstConnect, openUntil: 0, down: false };
  // Errors surface through the breaker; without a listener they would crash the process.
  client.on('error', (error: Error) => {
    if (client.status !== 'ready') trip(made, url, error);
  });
  client.on('ready', () => {
    made.openUntil = 0;
    recovered(made, url);
  });
  connections.set(url, made);
  return made;
}

function trip(made: Connection, url: string, error: unknown): void {
  made.openUntil = Date.now() + COOLDOWN_MS;
  if (made.down) return;
  made.down = true;
  log('error', 'redis.unavailable', {
    redis: redactedUrl(url),
    error: error instanceof Error ? error.message : String(error),
    fallback: 'in-process limits and idempotency keys, leads to the outbox folder',
  });
}

function recovered(made: Connection, url: string): void {
  if (!made.down) return;
  made.down = false;
  log('info', 'redis.available', { redis: redactedUrl(url) });
}

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

function isReady(client: Redis): boolean {
  return client.status === 'ready';
}

/**
 * The connected client, or an error at once while the breaker is open. Only the first call of
 * a process waits, for up to FIRST_CONNECT_TIMEOUT_MS, since a cold start connects lazily.
 */
export async function readyRedis(
  url: string,
  { evenIfOpen = false }: RedisCallOptions = {},
): Promise<Redis> {
  if (closed) throw new RedisUnavailableError('Redis clients closed');
  const made = connection(url);
  if (evenIfOpen && isReady(made.client)) return made.client;
  if (Date.now() < made.openUntil)
    throw new RedisUnavailableError('Redis unavailable (circuit open)');
  if (isReady(made.client)) return made.client;
  try {
    await made.firstConnect;
  } catch (error) {
    trip(made, url, error);
    throw error;
  }
  if (isReady(made.client)) return made.client;
  const error = new RedisUnavailableError(`Redis unavailable (${made.client.status})`);
  trip(made, url, error);
  throw error;
}

/**
 * `evenIfOpen` sends the command while the breaker is open, as long as the connection is up:
 * for the few writes that settle what a request already did (an idempotency key's answer),
 * which must land as soon as Redis takes them, not after the cool-down.
 */
export type RedisCallOptions = { evenIfOpen?: boolean };

/**
 * Runs `work` against Redis. A failure opens the breaker (so the next callers go straight to
 * their fallback) and is thrown for this caller to fall back; a success closes it.
 */
export async function withRedis<T>(
  url: string,
  work: (redis: Redis) => Promise<T>,
  options: RedisCallOptions = {},
): Promise<T> {
  const redis = await readyRedis(url, options);
  const made = connection(url);
  try {
    const result = await work(redis);
    recovered(made, url);
    return result;
  } catch (error) {
    trip(made, url, error);
    throw error;
  }
}

/**
 * Closes every connection this process made (tests and the drain script end with this). No
 * new one is made afterwards: a write still waiting to be retried fails instead of opening a
 * connection that would keep the process alive.
 */
export async function closeRedisClients(): Promise<void> {
  closed = true;
  const all = [...connections.values()];
  connections.clear();
  await Promise.all(all.map(({ client }) => client.quit().catch(() => client.disconnect())));
}
