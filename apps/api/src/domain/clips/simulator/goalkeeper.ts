// The keeper: he sees the strike, reacts after a delay, then moves his hands toward the point where the ball
// crosses his plane at his dive speed, up to a full-stretch reach. A ball he can reach in time is saved.
import type { KeeperCrossing } from './fly-ball.ts';
import { GOAL_LINE_X } from './pitch.ts';

/** Hands reach this far from the body's line without moving the feet (m). */
export const KEEPER_STANDING_REACH_M = 1;
/** Height of the hands in the set position. */
export const KEEPER_HAND_HEIGHT_M = 1.1;
/** Getting down to a ball below hand height costs this share of the drop (bending is quicker than diving). */
const LOW_BALL_COST = 0.5;
/** Nothing above this is within a keeper's reach, however early he jumps. */
export const KEEPER_MAX_HEIGHT_M = 2.8;
const BACKPEDAL_COST = 0.6;
const SHUFFLE_SPEED_M_S = 0.6;
/** From the push-off to full stretch. */
const DIVE_TIME_S = 0.6;
/** Share of full-stretch saves of a REFERENCE_SHOT_SPEED_M_S ball that still go in. */
const BEATEN_AT_FULL_STRETCH = 0.5;
const REFERENCE_SHOT_SPEED_M_S = 25;
/** A ball curling at 0.15/s (a bent free kick) beats a stretched keeper 2.35 times as often as a straight one. */
const SWERVE_HANDLING_COST = 9;

export interface KeeperAbility {
  reactionTime: number;
  diveSpeed: number;
  maxReach: number;
}

/** How far the hands must travel from the set position to a point of the keeper's plane. */
export function requiredReach(lateral: number, z: number): number {
  const vertical = z > KEEPER_HAND_HEIGHT_M ? z - KEEPER_HAND_HEIGHT_M : (KEEPER_HAND_HEIGHT_M - z) * LOW_BALL_COST;
  return Math.hypot(lateral, vertical);
}

/**
 * How far the hands can be from the set position `time` seconds after the strike. A dive alone reaches
 * `maxReach`; given longer than a dive takes, the keeper first shuffles across, which extends it.
 */
export function availableReach(ability: KeeperAbility, time: number): number {
  const moving = Math.max(0, time - ability.reactionTime);
  const limit = ability.maxReach + SHUFFLE_SPEED_M_S * Math.max(0, moving - DIVE_TIME_S);
  return Math.min(limit, KEEPER_STANDING_REACH_M + ability.diveSpeed * moving);
}

/**
 * A reachable ball is not always kept out: at full stretch a fast ball beats the glove. The chance grows with
 * how much of the reach his time allows the keeper needs (to the 4th power: a ball at his body never beats
 * him) and with the ball's pace. A keeper with time to spare (a long shot) is set and clean even near his
 * longest reach. `handling` is the strike's uniform draw.
 */
export function keeperStops(options: {
  ability: KeeperAbility;
  required: number;
  time: number;
  speed: number;
  /** Magnitude of the ball's spin (1/s): a swerving, dipping ball is harder to hold. */
  swerve: number;
  handling: number;
}): boolean {
  const available = availableReach(options.ability, options.time);
  if (options.required > available) return false;
  const timeAllows = options.ability.diveSpeed * Math.max(0, options.time - options.ability.reactionTime);
  const stretch = Math.max(0, options.required - KEEPER_STANDING_REACH_M) / Math.max(timeAllows, 1e-6);
  const beaten =
    BEATEN_AT_FULL_STRETCH *
    stretch ** 4 *
    (options.speed / REFERENCE_SHOT_SPEED_M_S) *
    (1 + SWERVE_HANDLING_COST * options.swerve);
  return options.handling >= beaten;
}

export interface StrikeFeel {
  swerve: number;
  handling: number;
}

export function canKeeperReach(ability: KeeperAbility, crossing: KeeperCrossing, feel: StrikeFeel): boolean {
  if (crossing.z > KEEPER_MAX_HEIGHT_M) return false;
  const required = requiredReach(crossing.lateral, crossing.z);
  return keeperStops({ ability, required, time: crossing.time, speed: crossing.speed, ...feel });
}

/**
 * His second chance: back-pedalling to claw the ball off the line (a dipping ball that went over his
 * hands at his plane). Each metre back costs BACKPEDAL_COST metres of reach.
 */
export function canKeeperReachOnLine(
  ability: KeeperAbility,
  keeper: { x: number; y: number },
  line: { time: number; y: number; z: number; speed: number },
  feel: StrikeFeel,
): boolean {
  if (line.z > KEEPER_MAX_HEIGHT_M) return false;
  const required = requiredReach(line.y - keeper.y, line.z) + BACKPEDAL_COST * (GOAL_LINE_X - keeper.x);
  return keeperStops({ ability, required, time: line.time, speed: line.speed, ...feel });
}
