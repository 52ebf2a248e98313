import { describe, expect, it } from 'vitest';
import { createOverloadDetector } from './overload-detector.ts';

describe('createOverloadDetector', () => {
  const thresholds = { enterLagMs: 500, leaveLagMs: 100, calmForMs: 3_000 };

  it('enters overload at one late sample and leaves only after staying calm for calmForMs', () => {
    const detector = createOverloadDetector(thresholds);
    expect(detector.sample(50, 0)).toBe(false);
    expect(detector.sample(499, 250)).toBe(false);
    expect(detector.sample(600, 500)).toBe(true);
    expect(detector.sample(20, 750)).toBe(true);
    expect(detector.sample(20, 3_500)).toBe(true);
    expect(detector.sample(20, 3_750)).toBe(false);
    expect(detector.worstLagMs).toBe(600);
  });

  it('does not flap at the edge: a lag between the two thresholds restarts the calm', () => {
    const detector = createOverloadDetector(thresholds);
    detector.sample(800, 0);
    detector.sample(20, 250);
    // 300 ms is not overload, but not calm either.
    expect(detector.sample(300, 3_000)).toBe(true);
    expect(detector.sample(20, 3_250)).toBe(true);
    expect(detector.sample(20, 6_000)).toBe(true);
    expect(detector.sample(20, 6_250)).toBe(false);
    // Lags between the thresholds never enter overload.
    expect(detector.sample(499, 6_500)).toBe(false);
  });
});
