// The CPU multiplier calibrated to the host (issue 33), as Lighthouse's throttling documentation describes
// (docs/throttling.md, "Calibrating the CPU slowdown"): the preset's 4x is meant to move a high-end desktop
// (benchmarkIndex 1,500-2,000) to a mid-tier phone, the preset's target; a host with another index takes another
// multiplier, higher towards the top of its bracket and lower towards the bottom, within the range the table gives
// for its bracket. Here that reading is made continuous: 4x at the high-end bracket's middle (1,750) aims at an index
// of 1,750 / 4 = 437.5 (the middle of the mid-tier phones' 125-800), so the multiplier is the host's index over that
// target, kept within its bracket's range (high-end desktop 2-10x, low-end desktop and high-end mobile 1-5x) and never
// under 1 (a host as slow as the target is not slowed down). At the table's middles this gives its suggestions:
// 1,750 -> 4x; 1,250 (low-end desktop) -> 2.9x (suggested 2x, range 1-5); 1,000 (high-end mobile) -> 2.3x (2x).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The benchmarkIndex the preset's multiplier aims at: a mid-tier phone. */
export const TARGET_INDEX = 1750 / 4;

/** The documentation's brackets of host benchmarkIndex, with the multiplier range its table gives each. */
export const BRACKETS = [
  { name: 'high-end desktop', from: 1500, range: [2, 10] },
  { name: 'low-end desktop', from: 1000, range: [1, 5] },
  { name: 'high-end mobile', from: 800, range: [1, 5] },
  { name: 'mid-tier mobile or slower', from: 0, range: [1, 2] },
];

/** The multiplier for a host's benchmarkIndex (one decimal), with the bracket it fell in. */
export function calibratedMultiplier(benchmarkIndex) {
  const bracket = BRACKETS.find((b) => benchmarkIndex >= b.from);
  const [low, high] = bracket.range;
  const multiplier = Math.min(high, Math.max(low, benchmarkIndex / TARGET_INDEX));
  return { multiplier: Math.round(multiplier * 10) / 10, bracket: bracket.name };
}

/**
 * The host's benchmarkIndex as Lighthouse computes it (its own page function), in a blank page of the browser the
 * runs use: the median of `times` runs, since a shared machine's load moves it between runs.
 */
export async function measureBenchmarkIndex(browser, times = 5) {
  const page = await browser.newPage();
  try {
    const values = [];
    for (let i = 0; i < times; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    values.sort((a, b) => a - b);
    return { median: values[Math.floor(values.length / 2)], values };
  } finally {
    await page.close();
  }
}
