// The bench's one phone. A CPU slowdown is relative to the host: 4x on a fast machine and 4x on
// a slow one emulate two different phones, so the bench measures the host with Lighthouse's
// BenchmarkIndex and picks the slowdown that brings the index down to the target phone's.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { median } from './median.mjs';

/**
 * The phones of DevTools' CPU calibration, by their BenchmarkIndex. The bench emulates the
 * mid-tier one (`--phone=low-tier` for the other): the class Lighthouse's own throttling means to
 * emulate, and a phone most visitors' phones are at least as fast as.
 */
export const PHONES = {
  'mid-tier': { name: 'mid-tier phone (Pixel 5 class)', benchmarkIndex: 1000 },
  'low-tier': { name: 'low-tier phone (Moto G Power 2022 class)', benchmarkIndex: 264 },
};

/**
 * The host's BenchmarkIndex (median of `samples`), and the CPU slowdown that brings it to the
 * phone's, found by bisection as DevTools' calibration does: throttling is not exactly
 * proportional, so host ÷ phone is only where the search starts. A given `multiplier` skips the
 * search (two builds compared on and off run at one slowdown, not at two noisy calibrations);
 * the indexes are still measured.
 */
export async function calibrateCpu(phone, { samples = 5, steps = 7, multiplier: fixed } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const indexAt = async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const values = [];
      for (let i = 0; i < samples; i++)
        values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
      return median(values);
    };
    await indexAt(1);
    const hostIndex = await indexAt(1);
    let [low, high] = [1, Math.max(2, (2 * hostIndex) / phone.benchmarkIndex)];
    for (let step = 0; !fixed && step < steps && hostIndex > phone.benchmarkIndex; step++) {
      const rate = (low + high) / 2;
      if ((await indexAt(rate)) > phone.benchmarkIndex) low = rate;
      else high = rate;
    }
    const multiplier = fixed ?? round((low + high) / 2);
    const emulatedIndex = await indexAt(multiplier);
    if (hostIndex <= phone.benchmarkIndex)
      console.warn(
        `This host (index ${hostIndex}) is no faster than the ${phone.name}: no slowdown`,
      );
    return { phone: phone.name, hostIndex, multiplier, emulatedIndex };
  } finally {
    await browser.close();
  }
}

const round = (value) => Math.round(value * 100) / 100;
