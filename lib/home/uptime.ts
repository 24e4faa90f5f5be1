/**
 * The status bar's uptime counter (docs/specification.md §4 and §9): time since the platform went
 * live, as months of 30.44 days, then days, hours and minutes. Pure, so the server and the
 * browser compute the same value from the same instant.
 */

/** Go-live: 1 December 2024, midnight in Singapore, where the company runs the platform. */
export const UPTIME_START = Date.parse('2024-12-01T00:00:00+08:00');
/** How the status bar writes the go-live date: `1 Dec 2024`. */
export const UPTIME_START_FORMAT = { day: 'numeric', month: 'short', year: 'numeric' } as const;
/** The counter refreshes every minute. */
export const UPTIME_REFRESH_MS = 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A month of 30.44 days, as docs/specification.md §4 counts it. */
export const UPTIME_MONTH_MS = 30.44 * DAY;

export type Uptime = { months: number; days: number; hours: number; minutes: number };

/** The uptime at `now` (epoch ms); zero before the start. */
export function uptimeAt(now: number, start: number = UPTIME_START): Uptime {
  const elapsed = Math.max(0, now - start);
  const months = Math.floor(elapsed / UPTIME_MONTH_MS);
  return { months, ...splitDays(elapsed - months * UPTIME_MONTH_MS) };
}

function splitDays(ms: number) {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms - days * DAY) / HOUR);
  const minutes = Math.floor((ms - days * DAY - hours * HOUR) / MINUTE);
  return { days, hours, minutes };
}

/** Localized unit suffixes, e.g. { months: 'mo', days: 'd', hours: 'h', minutes: 'm' }. */
export type UptimeUnits = Record<keyof Uptime, string>;

const parts = ['months', 'days', 'hours', 'minutes'] as const;

/**
 * '23 mo 05 d 07 h 09 m': days, hours and minutes take two digits, so with tabular figures the
 * text keeps its width from one minute to the next.
 */
export function formatUptime(uptime: Uptime, units: UptimeUnits): string {
  return parts
    .map((part) => {
      const value =
        part === 'months' ? String(uptime[part]) : String(uptime[part]).padStart(2, '0');
      return `${value}\u00a0${units[part]}`;
    })
    .join(' ');
}

/**
 * The widest text the counter shows while the month count keeps its number of digits: it is
 * laid out invisibly under the live value to reserve its width (no layout shift).
 */
export function uptimeWidthReserve(uptime: Uptime, units: UptimeUnits): string {
  return formatUptime(
    { months: Number('8'.repeat(String(uptime.months).length)), days: 88, hours: 88, minutes: 88 },
    units,
  );
}

/**
 * An HTML duration string for <time dateTime>. HTML durations have no months (they vary in
 * length), so the same span is written in days, hours and minutes.
 */
export function uptimeIsoDuration({ months, days, hours, minutes }: Uptime): string {
  const span = splitDays(months * UPTIME_MONTH_MS + days * DAY + hours * HOUR + minutes * MINUTE);
  return `P${span.days}DT${span.hours}H${span.minutes}M`;
}
