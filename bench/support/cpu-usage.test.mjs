import { describe, expect, it } from 'vitest';
import { startCpuReading } from './cpu-usage.mjs';

describe('startCpuReading', () => {
  it("counts the CPU this process's threads spent between its start and its end", () => {
    const endReading = startCpuReading();
    const until = performance.now() + 300;
    let spin = 0;
    while (performance.now() < until) spin += 1;
    const spent = endReading();
    expect(spin).toBeGreaterThan(0);
    // 300 ms of one busy thread, read in 10 ms ticks; a shared machine may have taken some of it away.
    expect(spent.process).toBeGreaterThanOrEqual(0.15);
    expect(spent.process).toBeLessThan(5);
    expect(spent.postgres).toBeGreaterThanOrEqual(0);
    expect(spent.seconds).toBeCloseTo(spent.process + spent.postgres, 6);
  });
});
