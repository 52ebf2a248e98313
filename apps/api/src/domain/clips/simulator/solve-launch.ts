// The launch that puts the ball's centre on a target of the goal line, found by shooting: fly, measure the
// miss, turn the launch by it, fly again. The flight has drag and spin, so no closed form exists.
import { flyBall } from './fly-ball.ts';
import type { Blocker } from './fly-ball.ts';
import { launchVelocity, spinVector } from './launch.ts';
import { GOAL_LINE_X, GRAVITY_M_S2 } from './pitch.ts';
import type { Vec3 } from './types.ts';

export interface SolveLaunchOptions {
  origin: Vec3;
  aim: Vec3;
  speed: number;
  sideSpin: number;
  topSpin: number;
}

export interface SolvedLaunch {
  yaw: number;
  pitch: number;
}

const MAX_ITERATIONS = 8;
const TOLERANCE_M = 0.02;
/** When the ball dies before the line, lift the launch by this much and try again. */
const PITCH_BUMP_RAD = 0.05;
const MIN_DEPTH_M = 0.5;
const NO_BLOCKERS: readonly Blocker[] = [];
const MIN_COSINE = 0.2;
const MAX_STEP_RAD = 0.08;
const MAX_PITCH_RAD = 0.45;
const MIN_PITCH_RAD = -0.4;

function clampStep(step: number): number {
  return Math.min(MAX_STEP_RAD, Math.max(-MAX_STEP_RAD, step));
}
/** A measured sensitivity is trusted only within this factor of the analytic one (bounces distort it). */
const SECANT_TRUST = 3;

function secant(change: number, step: number, analytic: number): number {
  if (Math.abs(step) < 1e-7) return analytic;
  const measured = change / step;
  return measured > analytic / SECANT_TRUST && measured < analytic * SECANT_TRUST ? measured : analytic;
}

export function solveLaunch({ origin, aim, speed, sideSpin, topSpin }: SolveLaunchOptions): SolvedLaunch {
  const depth = Math.max(GOAL_LINE_X - origin.x, MIN_DEPTH_M);
  let yaw = Math.atan2(aim.y - origin.y, depth);
  const range = Math.hypot(depth, aim.y - origin.y);
  const flightTime = range / speed;
  let pitch = Math.atan2(aim.z - origin.z + 0.5 * GRAVITY_M_S2 * flightTime * flightTime, range);

  // Secant steps on each angle, seeded with the small-angle sensitivities (metres of crossing per radian).
  let previous: { yaw: number; pitch: number; y: number; z: number } | null = null;
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const flight = flyBall({
      position: origin,
      velocity: launchVelocity(yaw, pitch, speed),
      spin: spinVector(yaw, sideSpin, topSpin),
      blockers: NO_BLOCKERS,
      keeperPlane: null,
      save: null,
      ricochetLateral: 0,
      ricochetLift: 0,
      recordFor: null,
    });
    const crossing = flight.lineCrossing;
    if (!crossing) {
      pitch = Math.min(MAX_PITCH_RAD, pitch + PITCH_BUMP_RAD);
      previous = null;
      continue;
    }
    const missY = aim.y - crossing.y;
    const missZ = aim.z - crossing.z;
    if (Math.abs(missY) < TOLERANCE_M && Math.abs(missZ) < TOLERANCE_M) break;
    const cosYaw = Math.max(Math.cos(yaw), MIN_COSINE);
    const reach = depth / cosYaw;
    let sensitivityY = depth / (cosYaw * cosYaw);
    let sensitivityZ = reach / Math.cos(pitch) ** 2;
    if (previous) {
      sensitivityY = secant(crossing.y - previous.y, yaw - previous.yaw, sensitivityY);
      sensitivityZ = secant(crossing.z - previous.z, pitch - previous.pitch, sensitivityZ);
    }
    previous = { yaw, pitch, y: crossing.y, z: crossing.z };
    // Small steps keep the search on the flat branch: the lob that also reaches the aim is never wanted.
    yaw += clampStep(missY / sensitivityY);
    pitch = Math.min(MAX_PITCH_RAD, Math.max(MIN_PITCH_RAD, pitch + clampStep(missZ / sensitivityZ)));
  }
  return { yaw, pitch };
}
