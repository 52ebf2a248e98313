// xG as the simulator's own goal probability: the same plan (same situation, same options, same bodies in the
// way) struck again and again with fresh execution errors and keeper and defender reactions. The clip's
// actual strike is one more independent draw from the same model, so xG is calibrated by construction up to
// Monte Carlo error (about sqrt(xG (1 − xG) / samples)).
import { drawStrike } from './draw-strike.ts';
import { createRandom, deriveSeed } from './random.ts';
import { resolveStrike } from './resolve-strike.ts';
import type { StrikePlan } from './types.ts';

export const DEFAULT_XG_SAMPLES = 200;

export interface EstimateXgOptions {
  plan: StrikePlan;
  /** The situation's seed: the samples come from their own stream of it. */
  seed: number;
  samples?: number;
}

export function estimateXg({ plan, seed, samples = DEFAULT_XG_SAMPLES }: EstimateXgOptions): number {
  if (!Number.isInteger(samples) || samples < 1) throw new Error('xG needs at least one sample');
  const random = createRandom(deriveSeed(seed, 'xg'));
  let goals = 0;
  for (let i = 0; i < samples; i++) {
    const draw = drawStrike({ plan, random });
    if (resolveStrike({ plan, draw, recordFor: null }).resolution.outcome === 'goal') goals++;
  }
  return goals / samples;
}
