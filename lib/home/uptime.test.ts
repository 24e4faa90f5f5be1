import {
  formatUptime,
  UPTIME_START,
  uptimeAt,
  uptimeIsoDuration,
  uptimeWidthReserve,
} from './uptime';

const at = (iso: string) => uptimeAt(Date.parse(iso));
const units = { months: 'mo', days: 'd', hours: 'h', minutes: 'm' };

describe('uptimeAt', () => {
  it('starts on 1 December 2024, midnight in Singapore', () => {
    expect(new Date(UPTIME_START).toISOString()).toBe('2024-11-30T16:00:00.000Z');
    expect(at('2024-12-01T00:00:00+08:00')).toEqual({ months: 0, days: 0, hours: 0, minutes: 0 });
  });

  it('is zero before the start', () => {
    expect(at('2024-06-01T00:00:00Z')).toEqual({ months: 0, days: 0, hours: 0, minutes: 0 });
  });

  it('counts days, hours and minutes within the first month', () => {
    expect(at('2024-12-02T03:04:59+08:00')).toEqual({ months: 0, days: 1, hours: 3, minutes: 4 });
  });

  it('uses months of 30.44 days', () => {
    // 30.44 days = 30 d 10 h 33 min 36 s.
    expect(at('2024-12-31T10:33:00+08:00')).toEqual({
      months: 0,
      days: 30,
      hours: 10,
      minutes: 33,
    });
    expect(at('2024-12-31T10:33:36+08:00')).toEqual({ months: 1, days: 0, hours: 0, minutes: 0 });
  });

  it('counts a year as 11 months and 30 days or so', () => {
    // 365 days = 11 × 30.44 d + 30.16 d.
    expect(at('2025-12-01T00:00:00+08:00')).toEqual({
      months: 11,
      days: 30,
      hours: 3,
      minutes: 50,
    });
  });

  it('gives the same answer for the same instant in any time zone', () => {
    expect(at('2026-03-15T12:00:00Z')).toEqual(at('2026-03-15T20:00:00+08:00'));
  });
});

describe('formatUptime', () => {
  it('pads days, hours and minutes to two digits', () => {
    expect(formatUptime({ months: 23, days: 5, hours: 7, minutes: 9 }, units)).toBe(
      '23\u00a0mo 05\u00a0d 07\u00a0h 09\u00a0m',
    );
  });

  it('reserves the width of the widest value with as many month digits', () => {
    expect(uptimeWidthReserve({ months: 3, days: 1, hours: 1, minutes: 1 }, units)).toBe(
      '8\u00a0mo 88\u00a0d 88\u00a0h 88\u00a0m',
    );
    expect(uptimeWidthReserve({ months: 23, days: 1, hours: 1, minutes: 1 }, units)).toBe(
      '88\u00a0mo 88\u00a0d 88\u00a0h 88\u00a0m',
    );
  });
});

describe('uptimeIsoDuration', () => {
  it('writes the span in days, hours and minutes', () => {
    expect(uptimeIsoDuration({ months: 0, days: 1, hours: 2, minutes: 3 })).toBe('P1DT2H3M');
    // One month is 30 d 10 h 33.6 min.
    expect(uptimeIsoDuration({ months: 1, days: 0, hours: 0, minutes: 0 })).toBe('P30DT10H33M');
  });
});
