import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureReferenceAccuracy, type ReferenceClip } from './reference-accuracy.ts';

const goal = (xG: number | null): ReferenceClip => ({ xG, outcome: 'goal' });
const miss = (xG: number | null): ReferenceClip => ({ xG, outcome: 'miss' });

/** The definition, checked threshold by threshold: O(n²), for comparison only. */
function bruteForceBalancedAccuracy(clips: { xG: number; outcome: 'goal' | 'miss' }[]): number {
  const goals = clips.filter((clip) => clip.outcome === 'goal').length;
  const misses = clips.length - goals;
  const thresholds = [-Infinity, ...clips.map((clip) => clip.xG)];
  let best = 0;
  for (const threshold of thresholds) {
    const truePositives = clips.filter((clip) => clip.outcome === 'goal' && clip.xG > threshold).length;
    const trueNegatives = clips.filter((clip) => clip.outcome === 'miss' && clip.xG <= threshold).length;
    best = Math.max(best, (truePositives / goals + trueNegatives / misses) / 2);
  }
  return best;
}

describe('measureReferenceAccuracy', () => {
  it('is 1 when xG separates goals from misses', () => {
    const result = measureReferenceAccuracy({ clips: [miss(0.1), miss(0.2), goal(0.6), goal(0.8)] });
    expect(result).toEqual({ accuracy: 1, exact: { numerator: 1, denominator: 1 }, source: 'pool', threshold: 0.2 });
  });

  it('takes the best threshold by balanced accuracy', () => {
    // Called MISS up to 0.3: all 2 goals right, 3 of 4 misses right → (1 + 3/4) / 2 = 7/8.
    const clips = [miss(0.1), miss(0.2), miss(0.3), goal(0.4), miss(0.6), goal(0.7)];
    const result = measureReferenceAccuracy({ clips });
    expect(result.accuracy).toBe(0.875);
    expect(result.exact).toEqual({ numerator: 7, denominator: 8 });
    expect(result.threshold).toBe(0.3);
  });

  it('never splits clips of equal xG', () => {
    const result = measureReferenceAccuracy({ clips: [miss(0.3), goal(0.3)] });
    expect(result.accuracy).toBe(0.5);
  });

  it('ignores clips without xG and falls back to the default without both classes', () => {
    expect(measureReferenceAccuracy({ clips: [] })).toMatchObject({ accuracy: 0.75, source: 'default' });
    expect(measureReferenceAccuracy({ clips: [goal(null), miss(null)] })).toMatchObject({
      accuracy: 0.75,
      exact: { numerator: 3, denominator: 4 },
      source: 'default',
    });
    expect(measureReferenceAccuracy({ clips: [goal(0.4), goal(0.2), miss(null)] }).source).toBe('default');
    expect(measureReferenceAccuracy({ clips: [miss(0.4)], defaultAccuracy: 0.8 }).accuracy).toBe(0.8);
    expect(measureReferenceAccuracy({ clips: [goal(0.9), miss(0.1), miss(null)] }).accuracy).toBe(1);
  });

  it('matches the threshold-by-threshold definition on any pool, within [0.5, 1]', () => {
    const clip = fc.record({
      xG: fc.integer({ min: 0, max: 20 }).map((n) => n / 20),
      outcome: fc.constantFrom('goal' as const, 'miss' as const),
    });
    fc.assert(
      fc.property(fc.array(clip, { minLength: 2, maxLength: 60 }), (clips) => {
        fc.pre(clips.some((c) => c.outcome === 'goal') && clips.some((c) => c.outcome === 'miss'));
        const result = measureReferenceAccuracy({ clips });
        expect(result.accuracy).toBeCloseTo(bruteForceBalancedAccuracy(clips), 12);
        expect(result.exact.numerator / result.exact.denominator).toBe(result.accuracy);
        expect(result.accuracy).toBeGreaterThanOrEqual(0.5);
        expect(result.accuracy).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('handles a large pool in one sort and one sweep', () => {
    const clips = Array.from({ length: 100_000 }, (_, i) => ((i * 7919) % 100 < 30 ? goal(i % 97) : miss(i % 89)));
    const started = performance.now();
    measureReferenceAccuracy({ clips });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
