// A whole clip from its seed and goal type: the situation, the shooter's plan, the one strike that happened
// and its outcome, and (optionally, as it costs many flights) the xG of the pre-shot situation.
import type { GoalType } from '@gom/contract/constants';
import { drawStrike } from './draw-strike.ts';
import { DEFAULT_XG_SAMPLES, estimateXg } from './estimate-xg.ts';
import { generateSituation } from './generate-situation.ts';
import { planStrike } from './plan-strike.ts';
import { createRandom, deriveSeed, type RandomKey } from './random.ts';
import { resolveStrike } from './resolve-strike.ts';
import type { Situation, StrikeDraw, StrikePlan, StrikeResolution } from './types.ts';

/** Bumped whenever a change to the model changes what a seed produces. */
export const SIMULATOR_VERSION = 1;

export interface SimulateStrikeOptions {
  /** The situation's seed: the build-up, who stands where, the shooter's options. */
  seed: number;
  goalType: GoalType;
  /**
   * The strike's own randomness (execution error, keeper and defenders). Default: a stream of `seed`, which
   * anyone with the seed can replay. A secret-keyed clip passes a key of its own, so that knowing (or
   * recognising) the situation says nothing about the strike beyond its xG.
   */
  strikeKey?: RandomKey;
}

export interface SimulatedStrike {
  seed: number;
  goalType: GoalType;
  situation: Situation;
  plan: StrikePlan;
  draw: StrikeDraw;
  resolution: StrikeResolution;
}

export interface SimulateClipOptions extends SimulateStrikeOptions {
  xgSamples?: number;
}

export interface ClipSimulation extends SimulatedStrike {
  xg: number;
  xgSamples: number;
}

/** The situation and what the strike did, without xG: cheap enough to draw many. */
export function simulateStrike({ seed, goalType, strikeKey }: SimulateStrikeOptions): SimulatedStrike {
  const situation = generateSituation({ seed, goalType });
  const plan = planStrike({ situation });
  const draw = drawStrike({ plan, random: createRandom(strikeKey ?? deriveSeed(seed, 'strike')) });
  const { resolution } = resolveStrike({ plan, draw, recordFor: null });
  return { seed, goalType, situation, plan, draw, resolution };
}

export function simulateClip({ seed, goalType, xgSamples = DEFAULT_XG_SAMPLES }: SimulateClipOptions): ClipSimulation {
  const strike = simulateStrike({ seed, goalType });
  return { ...strike, xg: estimateXg({ plan: strike.plan, seed, samples: xgSamples }), xgSamples };
}
