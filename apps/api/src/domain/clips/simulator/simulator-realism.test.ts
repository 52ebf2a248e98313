// The simulator against football's numbers over a large sample: goal rates of open-play shots and direct
// free kicks, their fall with distance and angle, and xG calibration. Sample sizes are chosen so the whole
// file stays within a few seconds; xG uses fewer samples than production for the same reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateXg } from './estimate-xg.ts';
import { deriveSeed } from './random.ts';
import { simulateStrike } from './simulate-clip.ts';
import type { SimulatedStrike } from './simulate-clip.ts';

const SEED = 2024;
const SHOT_SAMPLE = 5_000;
const FREE_KICK_SAMPLE = 3_000;
const CALIBRATION_SITUATIONS = 2_400;
const CALIBRATION_XG_SAMPLES = 50;

interface Row {
  distance: number;
  angle: number;
  goal: boolean;
}

const toRow = (s: SimulatedStrike): Row => ({
  distance: s.situation.distance,
  angle: s.situation.angleFromCentre,
  goal: s.resolution.outcome === 'goal',
});

function goalRate(rows: readonly Row[], keep: (row: Row) => boolean = () => true): { rate: number; n: number } {
  const kept = rows.filter(keep);
  return { rate: kept.filter((r) => r.goal).length / kept.length, n: kept.length };
}

let shots: Row[];
let freeKicks: Row[];

beforeAll(() => {
  shots = Array.from({ length: SHOT_SAMPLE }, (_, i) =>
    toRow(simulateStrike({ seed: deriveSeed(SEED, `shot-${i}`), goalType: 'Shot' })),
  );
  freeKicks = Array.from({ length: FREE_KICK_SAMPLE }, (_, i) =>
    toRow(simulateStrike({ seed: deriveSeed(SEED, `free-kick-${i}`), goalType: 'Free Kick' })),
  );
});

describe('goal rates', () => {
  it('scores about 9–13 % of open-play shots', () => {
    const { rate } = goalRate(shots);
    expect(rate).toBeGreaterThanOrEqual(0.09);
    expect(rate).toBeLessThanOrEqual(0.13);
  });

  it('scores about 5–8 % of direct free kicks', () => {
    const { rate } = goalRate(freeKicks);
    expect(rate).toBeGreaterThanOrEqual(0.05);
    expect(rate).toBeLessThanOrEqual(0.08);
  });

  it('scores fewer shots the further out they are taken', () => {
    const bands = [0, 8, 12, 16, 20, Infinity];
    const rates = bands
      .slice(1)
      .map((max, i) => goalRate(shots, (r) => r.distance >= bands[i]! && r.distance < max).rate);
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeLessThan(rates[i - 1]!);
  });

  it('scores fewer free kicks the further out they are taken', () => {
    const bands = [0, 22, 27, Infinity];
    const rates = bands
      .slice(1)
      .map((max, i) => goalRate(freeKicks, (r) => r.distance >= bands[i]! && r.distance < max).rate);
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeLessThan(rates[i - 1]!);
  });

  it('scores fewer shots from wider angles, at the same range too', () => {
    const angles = [0, 0.35, 0.7, Infinity];
    for (const inRange of [() => true, (r: Row) => r.distance >= 8 && r.distance < 18]) {
      const rates = angles
        .slice(1)
        .map((max, i) => goalRate(shots, (r) => inRange(r) && r.angle >= angles[i]! && r.angle < max).rate);
      for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeLessThan(rates[i - 1]!);
    }
  });

  it('scores fewer free kicks from wider angles', () => {
    const central = goalRate(freeKicks, (r) => r.angle < 0.35).rate;
    const wide = goalRate(freeKicks, (r) => r.angle >= 0.35).rate;
    expect(wide).toBeLessThan(central);
  });
});

describe('xG', () => {
  it('is calibrated: in each xG bin the observed goal rate is close to the mean xG', () => {
    const situations = Array.from({ length: CALIBRATION_SITUATIONS }, (_, i) =>
      simulateStrike({ seed: deriveSeed(SEED, `calibration-${i}`), goalType: i % 4 === 3 ? 'Free Kick' : 'Shot' }),
    );
    const scored = situations.map((s) => ({
      xg: estimateXg({ plan: s.plan, seed: s.seed, samples: CALIBRATION_XG_SAMPLES }),
      goal: s.resolution.outcome === 'goal',
    }));
    const bins = [0, 0.05, 0.1, 0.2, 0.35, 1.01];
    for (let i = 0; i < bins.length - 1; i++) {
      const inBin = scored.filter((s) => s.xg >= bins[i]! && s.xg < bins[i + 1]!);
      expect(inBin.length).toBeGreaterThan(50);
      const meanXg = inBin.reduce((sum, s) => sum + s.xg, 0) / inBin.length;
      const observed = inBin.filter((s) => s.goal).length / inBin.length;
      // Three binomial standard errors, plus room for the regression to the mean that binning on a
      // 50-sample estimate causes at the extremes.
      const tolerance = 3 * Math.sqrt((meanXg * (1 - meanXg)) / inBin.length) + 0.02;
      expect(Math.abs(observed - meanXg)).toBeLessThan(tolerance);
    }
  });

  it('is higher close in than from range', () => {
    const close = simulateStrike({ seed: 11, goalType: 'Shot' });
    expect(estimateXg({ plan: close.plan, seed: close.seed, samples: 20 })).toBeGreaterThanOrEqual(0);
    const mean = (rows: SimulatedStrike[]): number =>
      rows.reduce((sum, s) => sum + estimateXg({ plan: s.plan, seed: s.seed, samples: 20 }), 0) / rows.length;
    const sample = Array.from({ length: 300 }, (_, i) =>
      simulateStrike({ seed: deriveSeed(SEED, `xg-${i}`), goalType: 'Shot' }),
    );
    expect(mean(sample.filter((s) => s.situation.distance < 12))).toBeGreaterThan(
      mean(sample.filter((s) => s.situation.distance >= 18)),
    );
  });
});

describe('determinism', () => {
  it('re-creates the same situation, strike and outcome from the same seed', () => {
    for (const goalType of ['Shot', 'Free Kick'] as const) {
      const a = simulateStrike({ seed: 99, goalType });
      const b = simulateStrike({ seed: 99, goalType });
      expect(b).toEqual(a);
      expect(estimateXg({ plan: a.plan, seed: a.seed, samples: 30 })).toBe(
        estimateXg({ plan: b.plan, seed: b.seed, samples: 30 }),
      );
    }
  });

  it('draws the actual strike independently of the xG samples', () => {
    const strike = simulateStrike({ seed: 5, goalType: 'Shot' });
    estimateXg({ plan: strike.plan, seed: strike.seed, samples: 50 });
    expect(simulateStrike({ seed: 5, goalType: 'Shot' }).draw).toEqual(strike.draw);
  });
});
