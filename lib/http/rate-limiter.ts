/**
 * A per-key token bucket held in memory, bounded as an LRU so that a flood of distinct keys
 * cannot grow it without limit. One instance per route handler and server process.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Bucket = { tokens: number; updated: number };

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    const time = this.now();
    const refillPerMs = this.capacity / this.windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updated: time };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (time - bucket.updated) * refillPerMs);
    bucket.updated = time;

    // Re-insert to mark as most recently used; drop the least recently used beyond the bound.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) {
      this.buckets.delete(this.buckets.keys().next().value as string);
    }

    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)),
    };
  }

  get size(): number {
    return this.buckets.size;
  }
}
