import { randomUUID } from 'node:crypto';
import { withRedis } from '@/lib/redis/redis-client';

/**
 * Remembers, per Idempotency-Key, which lead took the key (by its fingerprint) and the answer
 * it ended with, so that a repeat is answered without relaying or storing it again. With Redis
 * the keys are shared by every instance; without it, or while it is down, this process keeps
 * them in memory.
 *
 * A request that takes a key holds a claim: the key, a token of its own, and the store the key
 * was taken in. It completes or releases the key through that claim, in that same store, and
 * only while the key still carries its token (a compare-and-set in a Lua script on Redis), so
 * a record never begins in one store and ends in another, and a late write never overwrites a
 * newer request's record.
 */
export type RememberedResponse = { status: number; body: unknown };

export type IdempotencyClaim = {
  key: string;
  fingerprint: string;
  /** Written with the key when it is taken; complete and release act only on this token. */
  token: string;
  /** Where the key was taken: the record lives and ends there. */
  store: 'redis' | 'memory';
};

export type IdempotencyBegin =
  /** The key is now taken by this request: complete or release the claim when done. */
  | { state: 'started'; claim: IdempotencyClaim }
  /** Another request with this body holds the key and has not finished. */
  | { state: 'in_progress' }
  /** The key was taken with another body. */
  | { state: 'mismatch' }
  /** A request with this body finished: answer as it did. */
  | { state: 'completed'; response: RememberedResponse };

export interface IdempotencyStore {
  begin(key: string, fingerprint: string): Promise<IdempotencyBegin>;
  /** Keeps the final answer for the rest of the key's lifetime. Never throws. */
  complete(claim: IdempotencyClaim, response: RememberedResponse): Promise<void>;
  /** Frees the key: the answer was not final, and a retry must run again. Never throws. */
  release(claim: IdempotencyClaim): Promise<void>;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * How long a key stays taken by a request that has not finished: longer than a lead request
 * can last (lib/leads/relay.ts), short enough that a crashed instance does not hold a lead
 * back for long.
 */
export const IN_PROGRESS_TTL_MS = 60_000;

type Record_ = { fingerprint: string; token: string; response?: RememberedResponse };

function decided(found: Record_, fingerprint: string): IdempotencyBegin {
  if (found.fingerprint !== fingerprint) return { state: 'mismatch' };
  return found.response
    ? { state: 'completed', response: found.response }
    : { state: 'in_progress' };
}

type Entry = Record_ & { expiresAt: number };

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
  async begin(
    key: string,
    fingerprint: string,
    token: string = randomUUID(),
  ): Promise<IdempotencyBegin> {
    this.dropExpired();
    const entry = this.entries.get(key);
    if (entry) return decided(entry, fingerprint);
    this.insert(key, { fingerprint, token });
    return { state: 'started', claim: { key, fingerprint, token, store: 'memory' } };
  }

  /** The record this process holds for the key, if any. */
  find(key: string): Record_ | undefined {
    this.dropExpired();
    return this.entries.get(key);
  }

  /**
   * Keeps the answer while the key holds this claim's token, or holds nothing any more (the
   * entry was pushed out by newer keys, or the claim was taken elsewhere and this process
   * keeps a copy of its answer).
   */
  async complete(claim: IdempotencyClaim, response: RememberedResponse): Promise<void> {
    const entry = this.entries.get(claim.key);
    if (entry && entry.token !== claim.token) return;
    if (entry) entry.response = response;
    else this.insert(claim.key, { fingerprint: claim.fingerprint, token: claim.token, response });
  }

  async release(claim: IdempotencyClaim): Promise<void> {
    if (this.entries.get(claim.key)?.token === claim.token) this.entries.delete(claim.key);
  }

  get size(): number {
    return this.entries.size;
  }

  private insert(key: string, record: Record_): void {
    this.entries.set(key, { ...record, expiresAt: this.now() + this.ttlMs });
    // Forgetting the oldest key may let its repeat run again; growing without limit is worse.
    if (this.entries.size > this.maxKeys) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  private dropExpired(): void {
    const time = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > time) break;
      this.entries.delete(key);
    }
  }
}

/** Takes the key if free (one atomic step); otherwise returns what holds it. */
const BEGIN = `local held = redis.call('get', KEYS[1])
if held then return held end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false`;
/**
 * Writes the final answer if the key still carries this token, or carries nothing (its
 * in-progress lifetime ran out, or the SET that took it never arrived): 1 when written.
 */
const COMPLETE = `local held = redis.call('get', KEYS[1])
if held and cjson.decode(held).token ~= ARGV[1] then return 0 end
redis.call('set', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;
/** Frees the key only while it carries this token and no answer. */
const RELEASE = `local held = redis.call('get', KEYS[1])
if not held then return 0 end
local record = cjson.decode(held)
if record.token ~= ARGV[1] or record.response then return 0 end
return redis.call('del', KEYS[1])`;

export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly url: string,
    private readonly prefix = 'yno:idempotency:',
  ) {}

  /** Throws when Redis cannot be reached: the caller decides where the key goes instead. */
  begin(key: string, fingerprint: string, token: string = randomUUID()): Promise<IdempotencyBegin> {
    return withRedis(this.url, async (redis) => {
      const record: Record_ = { fingerprint, token };
      const held = (await redis.eval(
        BEGIN,
        1,
        this.prefix + key,
        JSON.stringify(record),
        IN_PROGRESS_TTL_MS,
      )) as string | null;
      if (held === null) {
        return { state: 'started', claim: { key, fingerprint, token, store: 'redis' } };
      }
      return decided(JSON.parse(held) as Record_, fingerprint);
    });
  }

  /**
   * Throws when Redis cannot be reached. `evenIfOpen` tries while the breaker is open, for the
   * writes that settle a record a request already acted on.
   */
  complete(
    claim: IdempotencyClaim,
    response: RememberedResponse,
    { evenIfOpen = false } = {},
  ): Promise<void> {
    const record: Record_ = { fingerprint: claim.fingerprint, token: claim.token, response };
    return withRedis(
      this.url,
      async (redis) => {
        await redis.eval(
          COMPLETE,
          1,
          this.prefix + claim.key,
          claim.token,
          JSON.stringify(record),
          IDEMPOTENCY_TTL_MS,
        );
      },
      { evenIfOpen },
    );
  }

  release(claim: IdempotencyClaim, { evenIfOpen = false } = {}): Promise<void> {
    return withRedis(
      this.url,
      async (redis) => {
        await redis.eval(RELEASE, 1, this.prefix + claim.key, claim.token);
      },
      { evenIfOpen },
    );
  }
}

type WriteBack =
  | { op: 'complete'; claim: IdempotencyClaim; response: RememberedResponse; until: number }
  | { op: 'release'; claim: IdempotencyClaim; until: number };

/**
 * Redis while it answers, this process's memory when it does not: a lead must never wait on,
 * or fail because of, the store that only guards against its repeat.
 *
 * - A key taken in Redis is also noted in memory, so that this instance holds back (409), and
 *   then answers, a repeat itself, even while Redis is away; memory is asked first.
 * - It is completed or released in Redis. When Redis cannot take that write (paused, down, the
 *   breaker open), the write is kept and tried again in the background, at once and then every
 *   `retryMs`, even while the breaker is open, until it lands; the request is not held back for
 *   it. So a repeat of a delivered lead gets its first answer, never a 409, on this instance; on
 *   another, a 409 at most for as long as Redis refuses the write.
 * - A key Redis could not take goes to memory. Its SET may still arrive later (a paused Redis
 *   runs the commands it queued once it resumes), so its completion or release is also written
 *   to Redis with the same token, and the record there ends as it did here.
 */
export class SharedIdempotencyStore implements IdempotencyStore {
  private readonly pending = new Map<string, WriteBack>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private flushing = false;

  constructor(
    private readonly redis: RedisIdempotencyStore,
    private readonly memory: MemoryIdempotencyStore,
    private readonly options: { retryMs?: number; maxPending?: number; now?: () => number } = {},
  ) {}

  async begin(key: string, fingerprint: string): Promise<IdempotencyBegin> {
    // Taken or answered on this instance: decided here, whether or not Redis answers, and
    // whether or not Redis has the answer yet.
    const local = this.memory.find(key);
    if (local) return decided(local, fingerprint);
    const token = randomUUID();
    let begun: IdempotencyBegin;
    try {
      begun = await this.redis.begin(key, fingerprint, token);
    } catch {
      return this.memory.begin(key, fingerprint, token);
    }
    // A copy here, so that a repeat on this instance waits for this request even if Redis
    // goes away meanwhile.
    if (begun.state === 'started') await this.memory.begin(key, fingerprint, token);
    return begun;
  }

  async complete(claim: IdempotencyClaim, response: RememberedResponse): Promise<void> {
    await this.memory.complete(claim, response);
    await this.writeBack({
      op: 'complete',
      claim,
      response,
      until: this.now() + IDEMPOTENCY_TTL_MS,
    });
  }

  async release(claim: IdempotencyClaim): Promise<void> {
    await this.memory.release(claim);
    await this.writeBack({ op: 'release', claim, until: this.now() + IN_PROGRESS_TTL_MS });
  }

  /** Writes not yet in Redis (tests and logs). */
  get pendingWrites(): number {
    return this.pending.size;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async writeBack(write: WriteBack): Promise<void> {
    this.pending.delete(write.claim.key);
    if (await this.apply(write, false)) return;
    const maxPending = this.options.maxPending ?? 10_000;
    if (this.pending.size >= maxPending) {
      this.pending.delete(this.pending.keys().next().value as string);
    }
    this.pending.set(write.claim.key, write);
    this.timer ??= setInterval(() => void this.flush(), this.options.retryMs ?? 500);
    this.timer.unref?.();
    // At once, past the breaker: the breaker may be open while Redis answers again.
    void this.flush();
  }

  private async apply(write: WriteBack, evenIfOpen: boolean): Promise<boolean> {
    try {
      if (write.op === 'complete') {
        await this.redis.complete(write.claim, write.response, { evenIfOpen });
      } else {
        await this.redis.release(write.claim, { evenIfOpen });
      }
      return true;
    } catch {
      return false;
    }
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (const [key, write] of [...this.pending]) {
        // A release older than the in-progress lifetime has nothing left to free.
        if (this.now() > write.until) {
          this.pending.delete(key);
          continue;
        }
        if (!(await this.apply(write, true))) break;
        if (this.pending.get(key) === write) this.pending.delete(key);
      }
    } finally {
      this.flushing = false;
      if (this.pending.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    }
  }
}
