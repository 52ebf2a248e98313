// One strike from a plan: which intent, how the execution missed it, how sharp the keeper and the defenders
// are this time. Every random number of the strike is drawn here, up front, so a strike can be re-flown.
import { launchVelocity, spinVector } from './launch.ts';
import { speedErrorFactor } from './plan-strike.ts';
import type { Random } from './random.ts';
import type { StrikeDraw, StrikePlan } from './types.ts';

export interface DrawStrikeOptions {
  plan: StrikePlan;
  random: Random;
}

const KEEPER_REACTION_SD_S = 0.04;
const KEEPER_MIN_REACTION_S = 0.12;
const KEEPER_DIVE_SPEED_M_S: readonly [number, number] = [3.2, 4.4];
const KEEPER_MAX_REACH_M: readonly [number, number] = [3, 3.5];
/** A defender closing the shooter down lunges further than one who must first read the shot. */
const CLOSING_LEG_REACH_M: readonly [number, number] = [0.05, 0.45];
const COVER_LEG_REACH_M: readonly [number, number] = [0, 0.25];
const MISHIT_ERROR = 2.5;
const MISHIT_PACE: readonly [number, number] = [0.6, 0.85];
const WALL_JUMP_TIMING_S: readonly [number, number] = [-0.1, 0.1];

export function drawStrike({ plan, random }: DrawStrikeOptions): StrikeDraw {
  const intentIndex = random.weighted(plan.intents.map((i) => i.weight));
  const chosen = plan.intents[intentIndex]!;
  const mishit = random.chance(plan.noise.mishitChance);
  const error = speedErrorFactor(chosen.speed) * (mishit ? MISHIT_ERROR : 1);
  const yaw = chosen.yaw + random.normal(0, plan.noise.yawSd * error);
  const pitch = chosen.pitch + random.normal(0, plan.noise.pitchSd * error);
  const speed =
    chosen.speed * (1 + random.normal(0, plan.noise.speedSd)) * (mishit ? random.uniform(...MISHIT_PACE) : 1);
  const sideSpin = chosen.sideSpin + random.normal(0, plan.noise.spinSd);
  const topSpin = chosen.topSpin + random.normal(0, plan.noise.spinSd / 2);
  return {
    intentIndex,
    mishit,
    velocity: launchVelocity(yaw, pitch, speed),
    spin: spinVector(yaw, sideSpin, topSpin),
    keeperReactionTime: Math.max(KEEPER_MIN_REACTION_S, random.normal(plan.keeper.reactionTime, KEEPER_REACTION_SD_S)),
    keeperDiveSpeed: random.uniform(...KEEPER_DIVE_SPEED_M_S),
    keeperMaxReach: random.uniform(...KEEPER_MAX_REACH_M),
    keeperHandling: random.next(),
    blockerLegReach: plan.blockers.map((b) =>
      b.jumpHeight > 0 ? 0 : random.uniform(...(b.closingDown ? CLOSING_LEG_REACH_M : COVER_LEG_REACH_M)),
    ),
    wallJumpDelay: random.uniform(...WALL_JUMP_TIMING_S),
    ricochetLateral: random.uniform(-1, 1),
    ricochetLift: random.next(),
  };
}
