/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { formatUptime, uptimeAt, UPTIME_REFRESH_MS } from '@/lib/home/uptime';
import { UptimeCounter } from './uptime-counter';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const units = { months: 'mo', days: 'd', hours: 'h', minutes: 'm' };
const builtAt = Date.parse('2026-01-10T08:00:00Z');
const visitedAt = Date.parse('2026-03-15T12:34:00Z');

describe('UptimeCounter', () => {
  beforeEach(() => jest.useFakeTimers({ now: visitedAt }));
  afterEach(() => jest.useRealTimers());

  it('hydrates the server value without a mismatch, then shows the current uptime and refreshes every minute', async () => {
    const html = renderToString(<UptimeCounter renderedAt={builtAt} units={units} />);
    expect(html).toContain(formatUptime(uptimeAt(builtAt), units));

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <UptimeCounter renderedAt={builtAt} units={units} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    const time = () => container.querySelector('time')!;
    expect(time().textContent).toBe(formatUptime(uptimeAt(visitedAt), units));
    expect(time().dateTime).toMatch(/^P\d+DT\d+H\d+M$/);

    await act(async () => jest.advanceTimersByTime(UPTIME_REFRESH_MS));
    expect(time().textContent).toBe(formatUptime(uptimeAt(visitedAt + UPTIME_REFRESH_MS), units));
    errors.mockRestore();
  });

  it('reserves the width of the widest value in the same cell', () => {
    const html = renderToString(<UptimeCounter renderedAt={builtAt} units={units} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('88\u00a0d 88\u00a0h 88\u00a0m');
  });
});
