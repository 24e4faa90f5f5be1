import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the capacity, then refuses with a Retry-After', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, 100, () => now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    const refused = limiter.take('a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 20 });
    now = 20_000;
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('keeps keys apart', () => {
    const limiter = new RateLimiter(1, 60_000);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('stays bounded, forgetting the least recently used key', () => {
    const limiter = new RateLimiter(1, 60_000, 2);
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.size).toBe(2);
    expect(limiter.take('a').allowed).toBe(true);
  });
});
