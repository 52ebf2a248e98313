// What the shooter may try from a situation, and how well: a few intents (a target on the goal line, a
// pace, a spin) each with the launch that would achieve it, plus the execution error of this shooter in this
// situation. Also who stands in the way and how quickly the keeper can react. All of it is fixed by the
// situation; the random part of a strike lives in draw-strike.ts.
import { flyBall } from './fly-ball.ts';
import type { Blocker } from './fly-ball.ts';
import { distance, headingTo } from './geometry.ts';
import { launchVelocity, spinVector } from './launch.ts';
import { GOAL_HALF_WIDTH_M, GOAL_LINE_X } from './pitch.ts';
import { createRandom, deriveSeed } from './random.ts';
import type { Random } from './random.ts';
import { lastPosition } from './squad.ts';
import { solveLaunch } from './solve-launch.ts';
import type { ExecutionNoise, PlanBlocker, PlanKeeper, Situation, StrikeIntent, StrikePlan, Vec3 } from './types.ts';

export interface PlanStrikeOptions {
  situation: Situation;
}

const DEG = Math.PI / 180;

/** Execution error of a clean strike with the stronger foot, unpressed (one standard deviation). */
export const SHOT_YAW_SD_RAD = 4.2 * DEG;
export const SHOT_PITCH_SD_RAD = 4.4 * DEG;
export const SHOT_SPEED_SD = 0.07;
const WEAK_FOOT_ERROR = 1.35;
const HEADER_ERROR = 2.3;
const FIRST_TIME_ERROR = 1.15;
/** Error multiplier at full pressure: 1 + PRESSURE_ERROR. */
const PRESSURE_ERROR = 0.7;
/** Harder strikes are less accurate: error grows as (speed / reference)^exponent. */
const SPEED_ERROR_REFERENCE_M_S = 24;
const SPEED_ERROR_EXPONENT = 0.8;
const WEAK_FOOT_PACE = 0.9;
/** Scuffed strikes: a base rate, more under pressure, more off the weaker foot, the head or first time. */
const MISHIT_BASE = 0.06;
const MISHIT_PRESSURE = 0.1;
const MISHIT_AWKWARD = 0.04;
const FREE_KICK_MISHIT = 0.05;

export const FREE_KICK_YAW_SD_RAD = 2.2 * DEG;
export const FREE_KICK_PITCH_SD_RAD = 2.4 * DEG;
export const FREE_KICK_SPEED_SD = 0.05;
const SPIN_SD = 0.025;

export const KEEPER_REACTION_S = 0.22;
const SCREENED_DELAY_S = 0.08;
const UNSET_DELAY_S = 0.08;
/** A free kick appears over or round the wall: the keeper picks it up later than an open shot. */
const WALL_SCREEN_DELAY_S = 0.16;
/** A defender this close to the shooter is already lunging at the strike. */
const CLOSING_DOWN_M = 2.5;

/** The kicker lowers his pace this much each time his chosen ball would hit the wall. */
const WALL_SPEED_STEP_M_S = 1.2;
const WALL_ATTEMPTS = 6;
const MIN_FREE_KICK_SPEED_M_S = 17;

export function planStrike({ situation }: PlanStrikeOptions): StrikePlan {
  const random = createRandom(deriveSeed(situation.seed, 'plan'));
  const origin = situation.strikePoint;
  const wallIds = new Set(situation.wall?.playerIds ?? []);

  const blockers: PlanBlocker[] = situation.players
    .filter((p) => p.team === 'defence' && p.role !== 'goalkeeper')
    .map((p) => {
      const at = lastPosition(p);
      return {
        playerId: p.id,
        x: at.x,
        y: at.y,
        top: p.height,
        jumpHeight: wallIds.has(p.id) ? (situation.wall?.jumpHeight ?? 0) : 0,
        closingDown: !wallIds.has(p.id) && distance(at, origin) < CLOSING_DOWN_M,
      };
    });

  const keeperPlayer = situation.players.find((p) => p.id === situation.goalkeeperId)!;
  const keeperAt = lastPosition(keeperPlayer);
  const toKeeper = headingTo(origin, keeperAt);
  const keeper: PlanKeeper = {
    playerId: keeperPlayer.id,
    x: keeperAt.x,
    y: keeperAt.y,
    nx: Math.cos(toKeeper),
    ny: Math.sin(toKeeper),
    reactionTime:
      KEEPER_REACTION_S +
      (situation.wall ? WALL_SCREEN_DELAY_S : situation.keeperScreened ? SCREENED_DELAY_S : 0) +
      (situation.keeperSet ? 0 : UNSET_DELAY_S),
  };

  const nearSign = Math.abs(origin.y) > 1 ? Math.sign(origin.y) : random.chance(0.5) ? 1 : -1;
  const intents =
    situation.goalType === 'Free Kick'
      ? planFreeKickIntents(
          random,
          origin,
          nearSign,
          blockers.filter((b) => wallIds.has(b.playerId)),
        )
      : planShotIntents(random, situation, nearSign);

  const noise: ExecutionNoise =
    situation.goalType === 'Free Kick'
      ? {
          yawSd: FREE_KICK_YAW_SD_RAD,
          pitchSd: FREE_KICK_PITCH_SD_RAD,
          speedSd: FREE_KICK_SPEED_SD,
          spinSd: SPIN_SD,
          mishitChance: FREE_KICK_MISHIT,
        }
      : shotNoise(situation);
  return { origin, intents, noise, blockers, keeper };
}

function shotNoise(situation: Situation): ExecutionNoise {
  const scale =
    (situation.bodyPart === 'weak-foot' ? WEAK_FOOT_ERROR : situation.bodyPart === 'head' ? HEADER_ERROR : 1) *
    (situation.firstTime ? FIRST_TIME_ERROR : 1) *
    (1 + PRESSURE_ERROR * situation.pressure);
  const mishitChance =
    MISHIT_BASE +
    MISHIT_PRESSURE * situation.pressure +
    (situation.bodyPart === 'strong-foot' ? 0 : MISHIT_AWKWARD) +
    (situation.firstTime ? MISHIT_AWKWARD : 0);
  return {
    yawSd: SHOT_YAW_SD_RAD * scale,
    pitchSd: SHOT_PITCH_SD_RAD * scale,
    speedSd: SHOT_SPEED_SD,
    spinSd: SPIN_SD,
    mishitChance,
  };
}

/** The speed-dependent part of the execution error, applied per intent when drawing. */
export function speedErrorFactor(speed: number): number {
  return Math.pow(speed / SPEED_ERROR_REFERENCE_M_S, SPEED_ERROR_EXPONENT);
}

function intent(
  name: string,
  origin: Vec3,
  aim: Vec3,
  speed: number,
  sideSpin: number,
  topSpin: number,
  weight: number,
): StrikeIntent {
  const { yaw, pitch } = solveLaunch({ origin, aim, speed, sideSpin, topSpin });
  return { name, aim, speed, sideSpin, topSpin, yaw, pitch, weight };
}

function corner(side: number, margin: number, z: number): Vec3 {
  return { x: GOAL_LINE_X, y: side * (GOAL_HALF_WIDTH_M - margin), z };
}

function planShotIntents(random: Random, situation: Situation, nearSign: number): StrikeIntent[] {
  const origin = situation.strikePoint;
  const farSign = -nearSign;
  if (situation.bodyPart === 'head') {
    const pace = (): number => random.uniform(10, 14);
    return [
      intent(
        'far-low',
        origin,
        corner(farSign, random.uniform(0.5, 1.2), random.uniform(0.2, 0.6)),
        pace(),
        0,
        0,
        0.35,
      ),
      intent(
        'near-low',
        origin,
        corner(nearSign, random.uniform(0.5, 1.2), random.uniform(0.2, 0.6)),
        pace(),
        0,
        0,
        0.25,
      ),
      intent(
        'far-high',
        origin,
        corner(farSign, random.uniform(0.5, 1.2), random.uniform(1.2, 1.9)),
        pace(),
        0,
        0,
        0.2,
      ),
      intent(
        'centre',
        origin,
        { x: GOAL_LINE_X, y: random.uniform(-1.5, 1.5), z: random.uniform(0.4, 1.6) },
        pace(),
        0,
        0,
        0.2,
      ),
    ];
  }
  const paceScale = situation.bodyPart === 'weak-foot' ? WEAK_FOOT_PACE : 1;
  // Placed shots: softer close in, struck harder from range so the ball still arrives with pace.
  const placed = (): number =>
    paceScale *
    (situation.distance < 10
      ? random.uniform(17, 23)
      : situation.distance < 20
        ? random.uniform(21, 26)
        : random.uniform(24, 28));
  const power = (): number => paceScale * random.uniform(26, 31);
  const curl = (): number => nearSign * random.uniform(0, 0.07);
  const margin = (): number => random.uniform(0.45, 1.1);
  return [
    intent('far-low', origin, corner(farSign, margin(), random.uniform(0.2, 0.45)), placed(), curl(), 0, 0.32),
    intent('far-high', origin, corner(farSign, margin(), random.uniform(1.4, 2)), placed(), curl(), 0, 0.13),
    intent('near-low', origin, corner(nearSign, margin(), random.uniform(0.2, 0.45)), placed(), 0, 0, 0.2),
    intent('near-high', origin, corner(nearSign, margin(), random.uniform(1.4, 2)), placed(), 0, 0, 0.12),
    intent(
      'power',
      origin,
      { x: GOAL_LINE_X, y: random.uniform(-1.8, 1.8), z: random.uniform(0.6, 1.7) },
      power(),
      0,
      0,
      0.23,
    ),
  ];
}

function planFreeKickIntents(random: Random, origin: Vec3, nearSign: number, wall: PlanBlocker[]): StrikeIntent[] {
  const farSign = -nearSign;
  const options = [
    // Over the wall and down into the corner it covers.
    {
      name: 'over-the-wall',
      aim: corner(nearSign, random.uniform(0.5, 1.4), random.uniform(1.5, 2)),
      speed: random.uniform(22, 26),
      side: random.uniform(-0.05, 0.05),
      top: random.uniform(0.05, 0.1),
      weight: 0.3,
    },
    // Outside the wall's end, bending back in toward the near post.
    {
      name: 'round-the-wall',
      aim: corner(nearSign, random.uniform(0.5, 1), random.uniform(0.8, 1.9)),
      speed: random.uniform(21, 25),
      side: farSign * random.uniform(0.1, 0.18),
      top: random.uniform(0, 0.05),
      weight: 0.3,
    },
    // The keeper's side, bending away from him.
    {
      name: 'keeper-side',
      aim: corner(farSign, random.uniform(0.5, 1.1), random.uniform(0.5, 1.9)),
      speed: random.uniform(22, 27),
      side: farSign * random.uniform(0.05, 0.14),
      top: random.uniform(0, 0.05),
      weight: 0.25,
    },
    {
      name: 'power',
      aim: { x: GOAL_LINE_X, y: random.uniform(-2, 2), z: random.uniform(1.4, 2) },
      speed: random.uniform(27, 31),
      side: random.uniform(-0.02, 0.02),
      top: 0,
      weight: 0.15,
    },
  ];
  const wallBlockers: Blocker[] = wall.map((b) => ({
    x: b.x,
    y: b.y,
    top: b.top,
    legReach: 0,
    // The kicker judges the wall by its heads; its jump is the defenders' answer he cannot see coming.
    jump: null,
  }));
  return options.map((o) => {
    let speed = o.speed;
    let planned = intent(o.name, origin, o.aim, speed, o.side, o.top, o.weight);
    // A kicker picks a pace that gets his ball over or round the wall.
    for (let attempt = 0; attempt < WALL_ATTEMPTS && hitsWall(origin, planned, wallBlockers); attempt++) {
      speed = Math.max(MIN_FREE_KICK_SPEED_M_S, speed - WALL_SPEED_STEP_M_S);
      planned = intent(o.name, origin, o.aim, speed, o.side, o.top, o.weight);
    }
    return planned;
  });
}

/** How long a wall's jump lasts, take-off to landing. */
export const WALL_JUMP_DURATION_S = 0.55;

function hitsWall(origin: Vec3, planned: StrikeIntent, wall: readonly Blocker[]): boolean {
  const flight = flyBall({
    position: origin,
    velocity: launchVelocity(planned.yaw, planned.pitch, planned.speed),
    spin: spinVector(planned.yaw, planned.sideSpin, planned.topSpin),
    blockers: wall,
    keeperPlane: null,
    save: null,
    ricochetLateral: 0,
    ricochetLift: 0,
    recordFor: null,
  });
  return flight.event === 'blocked';
}
