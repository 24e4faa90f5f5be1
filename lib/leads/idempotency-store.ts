import { withRedis } from '@/lib/redis/redis-client';

/**
 * Remembers, per Idempotency-Key, which lead took the key (by its fingerprint) and the answer
 * it ended with, so that a repeat is answered without relaying or storing it again. With Redis
 * the keys are shared by every instance; without it, or while it is down, this process keeps
 * them in memory.
 */
export type RememberedResponse = { status: number; body: unknown };

export type IdempotencyBegin =
  /** The key is now taken by this request: complete or release it when done. */
  | { state: 'started' }
  /** Another request with this body holds the key and has not finished. */
  | { state: 'in_progress' }
  /** The key was taken with another body. */
  | { state: 'mismatch' }
  /** A request with this body finished: answer as it did. */
  | { state: 'completed'; response: RememberedResponse };

export interface IdempotencyStore {
  begin(key: string, fingerprint: string): Promise<IdempotencyBegin>;
  /** Keeps the final answer for the rest of the key's lifetime. */
  complete(key: string, response: RememberedResponse): Promise<void>;
  /** Frees the key: the answer was not final, and a retry must run again. */
  release(key: string): Promise<void>;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * How long a key stays taken by a request that has not finished: longer than the relay's
 * attempts can last, short enough that a crashed instance does not hold a lead back.
 */
export const IN_PROGRESS_TTL_MS = 60_000;

type Entry = { fingerprint: string; expiresAt: number; response?: RememberedResponse };

export class MemoryIdempotencyStore implements IdempotencyStore {
  // Insertion order is the order keys were taken, which with one lifetime for all is also the
  // order they expire: the oldest entries are always at the front.
  private readonly entries = new Map<string, Entry>();

  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly maxKeys: number;

  constructor({
    now = Date.now,
    ttlMs = IDEMPOTENCY_TTL_MS,
    maxKeys = 10_000,
  }: { now?: () => number; ttlMs?: number; maxKeys?: number } = {}) {
    this.now = now;
    this.ttlMs = ttlMs;
    this.maxKeys = maxKeys;
  }

  // Nothing here awaits before the entry is set, so two concurrent calls cannot both start.
  async begin(key: string, fingerprint: string): Promise<IdempotencyBegin> {
    this.dropExpired();
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.fingerprint !== fingerprint) return { state: 'mismatch' };
      return entry.response
        ? { state: 'completed', response: entry.response }
        : { state: 'in_progress' };
    }
    this.entries.set(key, { fingerprint, expiresAt: this.now() + this.ttlMs });
    // Forgetting the oldest key may let its repeat run again; growing without limit is worse.
    if (this.entries.size > this.maxKeys) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return { state: 'started' };
  }

  async complete(key: string, response: RememberedResponse): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) entry.response = response;
  }

  async release(key: string): Promise<void> {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private dropExpired(): void {
    const time = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > time) break;
      this.entries.delete(key);
    }
  }
}

type RedisEntry = { fingerprint: string; response?: RememberedResponse };

export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly url: string,
    private readonly prefix = 'yno:idempotency:',
  ) {}

  begin(key: string, fingerprint: string): Promise<IdempotencyBegin> {
    return withRedis(this.url, async (redis) => {
      const name = this.prefix + key;
      const entry: RedisEntry = { fingerprint };
      // SET NX is the one atomic step: of two instances given the key at once, one takes it.
      for (let tries = 0; tries < 2; tries += 1) {
        const taken = await redis.set(name, JSON.stringify(entry), 'PX', IN_PROGRESS_TTL_MS, 'NX');
        if (taken === 'OK') return { state: 'started' };
        const held = await redis.get(name);
        // Expired between the two calls: try to take it again.
        if (held === null) continue;
        const found = JSON.parse(held) as RedisEntry;
        if (found.fingerprint !== fingerprint) return { state: 'mismatch' };
        return found.response
          ? { state: 'completed', response: found.response }
          : { state: 'in_progress' };
      }
      return { state: 'in_progress' };
    });
  }

  complete(key: string, response: RememberedResponse): Promise<void> {
    return withRedis(this.url, async (redis) => {
      const name = this.prefix + key;
      const held = await redis.get(name);
      if (held === null) return;
      const entry: RedisEntry = { ...(JSON.parse(held) as RedisEntry), response };
      await redis.set(name, JSON.stringify(entry), 'PX', IDEMPOTENCY_TTL_MS);
    });
  }

  release(key: string): Promise<void> {
    return withRedis(this.url, async (redis) => {
      await redis.del(this.prefix + key);
    });
  }
}

/**
 * Redis while it answers, this process's memory when it does not: a lead must never wait on,
 * or fail because of, the store that only guards against its repeat. The Redis client's
 * breaker logs the outage once; `onFailure` is for callers that count failures.
 */
export class FailoverIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly primary: IdempotencyStore,
    private readonly fallback: IdempotencyStore,
    private readonly onFailure: (error: unknown) => void = () => undefined,
  ) {}

  begin(key: string, fingerprint: string) {
    return this.either((store) => store.begin(key, fingerprint));
  }

  complete(key: string, response: RememberedResponse) {
    return this.either((store) => store.complete(key, response));
  }

  release(key: string) {
    return this.either((store) => store.release(key));
  }

  private async either<T>(call: (store: IdempotencyStore) => Promise<T>): Promise<T> {
    try {
      return await call(this.primary);
    } catch (error) {
      this.onFailure(error);
      return call(this.fallback);
    }
  }
}
