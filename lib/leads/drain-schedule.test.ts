import { recordingLog } from '@/test/lead-fixtures';
import { startDrainSchedule } from './drain-schedule';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds, however busy the machine: timers fire late under load. */
async function until(done: () => boolean, timeoutMs = 10_000) {
  for (const start = Date.now(); !done() && Date.now() - start < timeoutMs;) await wait(10);
}

it('drains every interval, one run at a time, until stopped', async () => {
  const { log } = recordingLog();
  let runs = 0;
  let running = 0;
  let overlapped = false;
  const stop = startDrainSchedule({
    intervalSeconds: 0.05,
    drain: async () => {
      runs += 1;
      running += 1;
      if (running > 1) overlapped = true;
      await wait(120);
      running -= 1;
    },
    log,
  });
  await until(() => runs >= 2);
  await wait(50);
  stop();
  const seen = runs;
  await wait(200);
  expect(seen).toBeGreaterThanOrEqual(2);
  expect(overlapped).toBe(false);
  expect(runs).toBe(seen);
});

it('is off at 0, and logs a failed run without stopping the next', async () => {
  const { log, lines } = recordingLog();
  let runs = 0;
  startDrainSchedule({ intervalSeconds: 0, drain: async () => void (runs += 1), log })();
  const stop = startDrainSchedule({
    intervalSeconds: 0.03,
    drain: async () => {
      runs += 1;
      throw new Error('workflow API down');
    },
    log,
  });
  await until(() => runs >= 2);
  stop();
  expect(runs).toBeGreaterThanOrEqual(2);
  expect(lines.filter((line) => line.event === 'lead.drain_schedule_failed').length).toBe(runs);
});
