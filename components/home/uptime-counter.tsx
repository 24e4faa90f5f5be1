'use client';

import {
  formatUptime,
  UPTIME_REFRESH_MS,
  uptimeAt,
  uptimeIsoDuration,
  uptimeWidthReserve,
  type UptimeUnits,
} from '@/lib/home/uptime';
import { useBrowserStore } from '@/lib/browser/use-browser-store';

const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, UPTIME_REFRESH_MS);
  return () => clearInterval(timer);
};
/** The current minute: the same value until it changes, so a refresh within it renders nothing. */
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * The uptime since go-live. The server renders the value at `renderedAt`, hydration renders
 * that same value (no mismatch), and the browser then moves to the current minute, in a
 * transition, and refreshes every 60 s. An invisible copy of the widest value reserves the
 * width, so nothing shifts.
 */
export function UptimeCounter({ renderedAt, units }: { renderedAt: number; units: UptimeUnits }) {
  const now = useBrowserStore(subscribe, currentMinute) ?? renderedAt;
  const uptime = uptimeAt(now);
  return (
    <span className="inline-grid tabular-figures">
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {uptimeWidthReserve(uptime, units)}
      </span>
      <time
        dateTime={uptimeIsoDuration(uptime)}
        className="col-start-1 row-start-1"
        data-testid="uptime"
      >
        {formatUptime(uptime, units)}
      </time>
    </span>
  );
}
