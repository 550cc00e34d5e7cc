import { describe, expect, it } from 'vitest';
import { DrainRate } from '../../src/jobs/drain-rate.ts';

describe('drain rate (Retry-After)', () => {
  it('measures how many tasks finish per second and says when the work ahead will have drained', () => {
    let now = 0;
    const rate = new DrainRate(30_000, () => now);
    // Two threads finishing a 400 ms read each 200 ms: 5 per second.
    for (let i = 0; i < 10; i++) {
      now += 200;
      rate.finished(400);
    }
    expect(rate.perSecond()).toBeCloseTo(5, 0);
    expect(rate.secondsToFinish(10, 2)).toBe(2);
    expect(rate.secondsToFinish(1, 2)).toBe(1); // never less than a second
    expect(rate.secondsToFinish(10_000, 2)).toBe(30); // never more than 30
  });

  it('slows its estimate when the pool stops finishing work, and forgets work older than its window', () => {
    let now = 0;
    const rate = new DrainRate(10_000, () => now);
    for (let i = 0; i < 5; i++) {
      now += 100;
      rate.finished(100);
    }
    const busy = rate.perSecond() as number;
    now += 4_000; // nothing finished for four seconds
    expect(rate.perSecond() as number).toBeLessThan(busy / 4);
    now += 20_000;
    expect(rate.perSecond()).toBeNull(); // nothing in the window: fall back to task time
    expect(rate.secondsToFinish(8, 2)).toBe(1); // 8 x ~100 ms over 2 threads
  });
});
