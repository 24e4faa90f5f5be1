import { retryAfterSeconds } from './retry-after';

const now = Date.parse('2026-11-24T10:00:00Z');

describe('retryAfterSeconds', () => {
  it('reads a number of seconds', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, rounded up; a past date is 0', () => {
    expect(retryAfterSeconds('Tue, 24 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('gives nothing for an absent or malformed value', () => {
    for (const value of [null, undefined, '', '-5', '1.5', 'soon', '12abc', '9'.repeat(20)]) {
      expect(retryAfterSeconds(value, now)).toBeUndefined();
    }
  });
});
