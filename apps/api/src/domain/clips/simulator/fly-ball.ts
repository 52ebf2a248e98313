// Ball flight after the strike: gravity, quadratic air drag, Magnus curve, bounces on the ground, rebounds off
// the woodwork, bodies in the way, the goal line and the net. The first thing the ball does that settles the
// shot is the flight's event; a recording run keeps flying past it so the timeline can show the aftermath.
import * as pitch from './pitch.ts';
import type { BallTrajectory, Vec3 } from './types.ts';

// Local copies: the hot loop below reads these thousands of times per flight, and a bundler's live import
// bindings (getters) are much slower than plain constants.
const AIR_DRAG_PER_M = pitch.AIR_DRAG_PER_M;
const BALL_RADIUS_M = pitch.BALL_RADIUS_M;
const BOARDS_X = pitch.BOARDS_X;
const CROSSBAR_AXIS_Z = pitch.CROSSBAR_AXIS_Z;
const CROSSBAR_HEIGHT_M = pitch.CROSSBAR_HEIGHT_M;
const GOAL_HALF_WIDTH_M = pitch.GOAL_HALF_WIDTH_M;
const GOAL_LINE_X = pitch.GOAL_LINE_X;
const GRAVITY_M_S2 = pitch.GRAVITY_M_S2;
const GROUND_GRIP = pitch.GROUND_GRIP;
const GROUND_RESTITUTION = pitch.GROUND_RESTITUTION;
const NET_DEPTH_M = pitch.NET_DEPTH_M;
const PLAYER_BODY_RADIUS_M = pitch.PLAYER_BODY_RADIUS_M;
const POST_AXIS_X = pitch.POST_AXIS_X;
const POST_AXIS_Y = pitch.POST_AXIS_Y;
const ROLLING_DECELERATION_M_S2 = pitch.ROLLING_DECELERATION_M_S2;
const TOUCHLINE_Y = pitch.TOUCHLINE_Y;
const WOODWORK_RADIUS_M = pitch.WOODWORK_RADIUS_M;
const WOODWORK_RESTITUTION = pitch.WOODWORK_RESTITUTION;

/** A defender (or wall player) standing in the ball's way, as a vertical cylinder with a lunging leg. */
export interface Blocker {
  x: number;
  y: number;
  /** Top of the head, before any jump. */
  top: number;
  /** How far a stretched leg reaches beyond the body below LEG_HEIGHT_M. */
  legReach: number;
  jump: { start: number; duration: number; height: number } | null;
}

/** The plane the keeper stands in, through his feet, its normal pointing toward the goal. */
export interface KeeperPlane {
  x: number;
  y: number;
  nx: number;
  ny: number;
}

export type FlightEvent = 'goal' | 'wide' | 'over' | 'blocked' | 'rebound' | 'stopped' | 'saved';

export interface KeeperCrossing {
  time: number;
  /** Offset along the plane from the keeper's feet; positive is +y side (the camera's left). */
  lateral: number;
  x: number;
  y: number;
  z: number;
  speed: number;
}

export interface FlyBallOptions {
  position: Vec3;
  velocity: Vec3;
  spin: Vec3;
  blockers: readonly Blocker[];
  keeperPlane: KeeperPlane | null;
  /** A keeper's touch found by an earlier run: at this time the ball takes this velocity and is dead. */
  save: { time: number; velocity: Vec3 } | null;
  ricochetLateral: number;
  ricochetLift: number;
  /** Keep flying (and record) this long past the event; null stops at the event and records nothing. */
  recordFor: number | null;
}

export interface Flight {
  event: FlightEvent;
  eventTime: number;
  /** Where the ball was when the event happened. */
  eventPosition: Vec3;
  woodworkTime: number | null;
  /** Where and when the ball's centre crossed the goal line, if it did while live. */
  lineCrossing: { time: number; y: number; z: number; speed: number } | null;
  keeperCrossing: KeeperCrossing | null;
  blockerIndex: number | null;
  trajectory: BallTrajectory | null;
}

const COARSE_STEP_S = 0.01;
/** Near the woodwork the step shrinks so a 30 m/s ball moves less than the 17 cm contact distance. */
const FINE_STEP_S = 0.002;
const FINE_ZONE_M = 0.6;
const MAX_FLIGHT_S = 4;
/** Below this a ball on the ground counts as stopped (the keeper or a defender collects it). */
const STOPPED_SPEED_M_S = 0.4;
/** A bounce slower than this ends in rolling. */
const MIN_BOUNCE_SPEED_M_S = 0.6;
/** A stretched leg blocks only low balls; above, only the body and head do. */
const LEG_HEIGHT_M = 0.7;
/** After hitting the woodwork, a ball this far back in play has rebounded out. */
const REBOUND_CLEAR_M = 1;
const NET_DAMPING_PER_S = 3;
/** Share of speed the net gives back. */
const NET_BOUNCE = 0.2;
const CONTACT_DISTANCE_M = BALL_RADIUS_M + WOODWORK_RADIUS_M;

function jumpLift(jump: Blocker['jump'], t: number): number {
  if (!jump) return 0;
  const u = (t - jump.start) / jump.duration;
  return u <= 0 || u >= 1 ? 0 : 4 * jump.height * u * (1 - u);
}

export function flyBall(options: FlyBallOptions): Flight {
  const { blockers, keeperPlane, save, recordFor } = options;
  let x = options.position.x;
  let y = options.position.y;
  let z = options.position.z;
  let vx = options.velocity.x;
  let vy = options.velocity.y;
  let vz = options.velocity.z;
  const sx = options.spin.x;
  const sy = options.spin.y;
  const sz = options.spin.z;

  const samples: number[] | null = recordFor === null ? null : [0, x, y, z];
  let t = 0;
  let live = true;
  let inNet = false;
  let goalPending = false;
  let event: FlightEvent | null = null;
  let eventTime = 0;
  let woodworkTime: number | null = null;
  let lineCrossing: Flight['lineCrossing'] = null;
  let keeperCrossing: KeeperCrossing | null = null;
  let blockerIndex: number | null = null;
  let endTime = MAX_FLIGHT_S;
  const eventPosition: Vec3 = { x, y, z };

  const decide = (what: FlightEvent, when: number, px: number, py: number, pz: number): void => {
    event = what;
    eventTime = when;
    eventPosition.x = px;
    eventPosition.y = py;
    eventPosition.z = pz;
    live = false;
    endTime = recordFor === null ? when : when + recordFor;
  };

  while (t < endTime) {
    let dt = live && Math.abs(x - POST_AXIS_X) < FINE_ZONE_M ? FINE_STEP_S : COARSE_STEP_S;
    if (save && live && save.time - t < dt) dt = Math.max(save.time - t, 0);

    const onGround = z <= BALL_RADIUS_M + 1e-6 && Math.abs(vz) < 1e-6;
    const speed = Math.sqrt(vx * vx + vy * vy + vz * vz);
    if (onGround) {
      const horizontal = Math.sqrt(vx * vx + vy * vy);
      const slow = horizontal > 1e-9 ? Math.min(ROLLING_DECELERATION_M_S2 * dt, horizontal) / horizontal : 0;
      vx -= vx * (AIR_DRAG_PER_M * speed * dt + slow);
      vy -= vy * (AIR_DRAG_PER_M * speed * dt + slow);
    } else {
      const ax = -AIR_DRAG_PER_M * speed * vx + (sy * vz - sz * vy);
      const ay = -AIR_DRAG_PER_M * speed * vy + (sz * vx - sx * vz);
      const az = -GRAVITY_M_S2 - AIR_DRAG_PER_M * speed * vz + (sx * vy - sy * vx);
      vx += ax * dt;
      vy += ay * dt;
      vz += az * dt;
    }
    if (inNet) {
      const damping = Math.exp(-NET_DAMPING_PER_S * dt);
      vx *= damping;
      vy *= damping;
    }

    let nx = x + vx * dt;
    let ny = y + vy * dt;
    let nz = z + vz * dt;
    const nt = t + dt;

    if (nz < BALL_RADIUS_M) {
      nz = BALL_RADIUS_M;
      if (vz < 0) {
        vz = -vz * GROUND_RESTITUTION;
        vx *= GROUND_GRIP;
        vy *= GROUND_GRIP;
        if (vz < MIN_BOUNCE_SPEED_M_S) vz = 0;
      }
    }

    if (live) {
      // Bodies in the way, swept along the step so a fast ball cannot pass through a defender.
      const approachX = nx - x;
      const approachY = ny - y;
      const stepSq = approachX * approachX + approachY * approachY;
      for (let i = 0; i < blockers.length && live; i++) {
        const b = blockers[i]!;
        const towardX = b.x - x;
        const towardY = b.y - y;
        const along = towardX * approachX + towardY * approachY;
        if (along <= 0 || stepSq === 0) continue;
        const u = Math.min(along / stepSq, 1);
        const cx = x + approachX * u - b.x;
        const cy = y + approachY * u - b.y;
        const cz = z + (nz - z) * u;
        const reach = PLAYER_BODY_RADIUS_M + BALL_RADIUS_M + (cz < LEG_HEIGHT_M ? b.legReach : 0);
        if (cx * cx + cy * cy > reach * reach) continue;
        if (cz > b.top + jumpLift(b.jump, t + u * dt) + BALL_RADIUS_M) continue;
        nx = x + approachX * u;
        ny = y + approachY * u;
        nz = cz;
        const lift = options.ricochetLift;
        vx = -(0.15 + 0.25 * lift) * speed;
        vy = vy * 0.3 + options.ricochetLateral * 0.35 * speed;
        vz = (0.1 + 0.3 * lift) * speed;
        blockerIndex = i;
        decide('blocked', t + u * dt, nx, ny, nz);
      }
    }

    if (live && keeperPlane && !keeperCrossing) {
      const before = (x - keeperPlane.x) * keeperPlane.nx + (y - keeperPlane.y) * keeperPlane.ny;
      const after = (nx - keeperPlane.x) * keeperPlane.nx + (ny - keeperPlane.y) * keeperPlane.ny;
      if (before < 0 && after >= 0) {
        const u = before / (before - after);
        const px = x + (nx - x) * u;
        const py = y + (ny - y) * u;
        keeperCrossing = {
          time: t + u * dt,
          lateral: -(px - keeperPlane.x) * keeperPlane.ny + (py - keeperPlane.y) * keeperPlane.nx,
          x: px,
          y: py,
          z: z + (nz - z) * u,
          speed,
        };
      }
    }

    if (live && Math.abs(nx - POST_AXIS_X) < FINE_ZONE_M) {
      for (let side = -1; side <= 1; side += 2) {
        const dx = nx - POST_AXIS_X;
        const dy = ny - side * POST_AXIS_Y;
        const distance = Math.sqrt(dx * dx + dy * dy);
        if (nz < CROSSBAR_AXIS_Z && distance < CONTACT_DISTANCE_M && distance > 0) {
          const normalX = dx / distance;
          const normalY = dy / distance;
          const vn = vx * normalX + vy * normalY;
          if (vn < 0) {
            vx -= (1 + WOODWORK_RESTITUTION) * vn * normalX;
            vy -= (1 + WOODWORK_RESTITUTION) * vn * normalY;
          }
          nx = POST_AXIS_X + normalX * CONTACT_DISTANCE_M;
          ny = side * POST_AXIS_Y + normalY * CONTACT_DISTANCE_M;
          woodworkTime ??= nt;
        }
      }
      if (Math.abs(ny) < POST_AXIS_Y) {
        const dx = nx - POST_AXIS_X;
        const dz = nz - CROSSBAR_AXIS_Z;
        const distance = Math.sqrt(dx * dx + dz * dz);
        if (distance < CONTACT_DISTANCE_M && distance > 0) {
          const normalX = dx / distance;
          const normalZ = dz / distance;
          const vn = vx * normalX + vz * normalZ;
          if (vn < 0) {
            vx -= (1 + WOODWORK_RESTITUTION) * vn * normalX;
            vz -= (1 + WOODWORK_RESTITUTION) * vn * normalZ;
          }
          nx = POST_AXIS_X + normalX * CONTACT_DISTANCE_M;
          nz = CROSSBAR_AXIS_Z + normalZ * CONTACT_DISTANCE_M;
          woodworkTime ??= nt;
        }
      }
    }

    if (live && !goalPending && x < GOAL_LINE_X && nx >= GOAL_LINE_X) {
      const u = (GOAL_LINE_X - x) / (nx - x);
      const cy = y + (ny - y) * u;
      const cz = z + (nz - z) * u;
      lineCrossing = { time: t + u * dt, y: cy, z: cz, speed };
      if (Math.abs(cy) < GOAL_HALF_WIDTH_M && cz < CROSSBAR_HEIGHT_M) goalPending = true;
      else
        decide(
          cz >= CROSSBAR_HEIGHT_M && Math.abs(cy) <= POST_AXIS_Y ? 'over' : 'wide',
          t + u * dt,
          GOAL_LINE_X,
          cy,
          cz,
        );
    }
    // The whole ball must be over the line for a goal.
    if (live && goalPending && nx > GOAL_LINE_X + BALL_RADIUS_M) {
      inNet = true;
      decide('goal', nt, nx, ny, nz);
    }
    if (live && goalPending && nx < GOAL_LINE_X) goalPending = false;
    if (live && Math.abs(ny) > TOUCHLINE_Y) decide('wide', nt, nx, ny, nz);
    if (live && woodworkTime !== null && vx < 0 && nx < GOAL_LINE_X - REBOUND_CLEAR_M)
      decide('rebound', woodworkTime, nx, ny, nz);
    if (live && save && nt >= save.time) {
      vx = save.velocity.x;
      vy = save.velocity.y;
      vz = save.velocity.z;
      decide('saved', save.time, nx, ny, nz);
    }
    if (live && nz <= BALL_RADIUS_M && vz === 0 && Math.sqrt(vx * vx + vy * vy) < STOPPED_SPEED_M_S) {
      decide('stopped', nt, nx, ny, nz);
    }

    if (inNet) {
      const back = GOAL_LINE_X + NET_DEPTH_M;
      if (nx > back) {
        nx = back;
        vx = -0.1 * Math.abs(vx);
        vy *= 0.4;
        vz *= 0.4;
      }
      const side = GOAL_HALF_WIDTH_M - BALL_RADIUS_M;
      if (Math.abs(ny) > side) {
        ny = Math.sign(ny) * side;
        vy = -0.2 * vy;
      }
      const roof = CROSSBAR_HEIGHT_M - BALL_RADIUS_M;
      if (nz > roof) {
        nz = roof;
        vz = -0.2 * Math.abs(vz);
      }
    } else if (!live) {
      // A dead ball outside the goal meets the net from outside: side netting, roof, or back.
      const back = GOAL_LINE_X + NET_DEPTH_M;
      const outerSide = GOAL_HALF_WIDTH_M + BALL_RADIUS_M;
      const outerRoof = CROSSBAR_HEIGHT_M + BALL_RADIUS_M;
      if (nx > GOAL_LINE_X && nx < back + BALL_RADIUS_M && Math.abs(ny) < outerSide && nz < outerRoof) {
        if (Math.abs(y) >= outerSide) {
          ny = Math.sign(y) * outerSide;
          vy = -NET_BOUNCE * vy;
        } else if (z >= outerRoof) {
          nz = outerRoof;
          vz = NET_BOUNCE * Math.abs(vz);
        } else if (x >= back) {
          nx = back + BALL_RADIUS_M;
          vx = NET_BOUNCE * Math.abs(vx);
        }
      }
      if (nx > BOARDS_X) {
        nx = BOARDS_X;
        vx = -0.2 * Math.abs(vx);
        vy *= 0.5;
      }
    }

    x = nx;
    y = ny;
    z = nz;
    t = nt;
    if (samples) samples.push(t, x, y, z);
  }

  if (event === null) decide('stopped', t, x, y, z);
  return {
    event: event ?? 'stopped',
    eventTime,
    eventPosition,
    woodworkTime,
    lineCrossing,
    keeperCrossing,
    blockerIndex,
    trajectory: samples ? Float64Array.from(samples) : null,
  };
}
