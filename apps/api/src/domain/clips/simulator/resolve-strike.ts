// What one strike does: fly it through the bodies in the way, let the keeper go for it, and read the outcome
// off the flight. The outcome is what the trajectory shows: a goal is a ball fully over the line under the bar,
// a save is a glove on the ball, a block is a body in its path.
import { flyBall } from './fly-ball.ts';
import type { Blocker, Flight, KeeperCrossing, KeeperPlane } from './fly-ball.ts';
import { canKeeperReach, canKeeperReachOnLine } from './goalkeeper.ts';
import type { KeeperAbility } from './goalkeeper.ts';
import { CROSSBAR_HEIGHT_M, GOAL_HALF_WIDTH_M, GOAL_LINE_X } from './pitch.ts';
import { WALL_JUMP_DURATION_S } from './plan-strike.ts';
import type { BallTrajectory, KeeperAction, StrikeDraw, StrikePlan, StrikeResolution, Vec3 } from './types.ts';

export interface ResolveStrikeOptions {
  plan: StrikePlan;
  draw: StrikeDraw;
  /** Seconds to keep recording the ball past the decision; null for the outcome only (xG sampling). */
  recordFor: number | null;
}

export interface ResolvedStrike {
  resolution: StrikeResolution;
  trajectory: BallTrajectory | null;
}

/** The keeper goes for a ball that would miss the frame by less than this; wider, he watches it go. */
const NEAR_FRAME_M = 0.3;
/** Farther than this from his body he dives; nearer, he steps and uses his hands. */
const DIVE_THRESHOLD_M = 0.7;
/** A shot slower than this, near his body and below the bar, he holds rather than parries. */
const CATCHABLE_SPEED_M_S = 15;
const TIP_OVER_HEIGHT_M = 1.9;
const TIP_OVER_LIFT_M_S = 9;
const PARRY_MIN_BACK_M_S = 2;

export function resolveStrike({ plan, draw, recordFor }: ResolveStrikeOptions): ResolvedStrike {
  const blockers: Blocker[] = plan.blockers.map((b, i) => ({
    x: b.x,
    y: b.y,
    top: b.top,
    legReach: draw.blockerLegReach[i] ?? 0,
    jump: b.jumpHeight > 0 ? { start: draw.wallJumpDelay, duration: WALL_JUMP_DURATION_S, height: b.jumpHeight } : null,
  }));
  const keeperPlane: KeeperPlane = { x: plan.keeper.x, y: plan.keeper.y, nx: plan.keeper.nx, ny: plan.keeper.ny };
  const launch = {
    position: plan.origin,
    velocity: draw.velocity,
    spin: draw.spin,
    blockers,
    keeperPlane,
    ricochetLateral: draw.ricochetLateral,
    ricochetLift: draw.ricochetLift,
  };
  const flight = flyBall({ ...launch, save: null, recordFor: null });
  const ability: KeeperAbility = {
    reactionTime: draw.keeperReactionTime,
    diveSpeed: draw.keeperDiveSpeed,
    maxReach: draw.keeperMaxReach,
  };

  // A ball squeezed in at the near post can reach the line without crossing the keeper's (tilted) plane:
  // then the line is where he meets it.
  const crossing = flight.keeperCrossing ?? lineAsCrossing(plan, flight);
  const keeperGoes = crossing !== null && wouldTrouble(flight);
  const save = keeperGoes ? findSave(plan, draw, ability, flight, crossing) : null;
  const resolution = readOutcome(flight, save);
  if (resolution.missKind === 'blocked' && flight.blockerIndex !== null) {
    resolution.blockerId = plan.blockers[flight.blockerIndex]?.playerId ?? null;
  }
  resolution.keeper = keeperAction(plan, ability, flight, keeperGoes ? crossing : null, save);

  if (recordFor === null) return { resolution, trajectory: null };
  const parry = save ? { time: save.time, velocity: parryVelocity(plan, draw, save) } : null;
  const recorded = flyBall({ ...launch, save: parry, recordFor });
  return { resolution, trajectory: recorded.trajectory };
}

function lineAsCrossing(plan: StrikePlan, flight: Flight): KeeperCrossing | null {
  const line = flight.lineCrossing;
  if (!line) return null;
  const { x, y, nx, ny } = plan.keeper;
  const lateral = -(GOAL_LINE_X - x) * ny + (line.y - y) * nx;
  return { time: line.time, lateral, x: GOAL_LINE_X, y: line.y, z: line.z, speed: line.speed };
}

/** Where the keeper gets a hand to the ball: in his plane, or failing that back on his line. */
interface SavePoint extends KeeperCrossing {
  onLine: boolean;
}

function findSave(
  plan: StrikePlan,
  draw: StrikeDraw,
  ability: KeeperAbility,
  flight: Flight,
  crossing: KeeperCrossing,
): SavePoint | null {
  const feel = { swerve: Math.hypot(draw.spin.x, draw.spin.y, draw.spin.z), handling: draw.keeperHandling };
  if (canKeeperReach(ability, crossing, feel)) return { ...crossing, onLine: false };
  const line = flight.lineCrossing;
  if (line && canKeeperReachOnLine(ability, plan.keeper, line, feel))
    return { ...lineAsCrossing(plan, flight)!, onLine: true };
  return null;
}

/** Would the ball, left alone, score or come close enough that a keeper must deal with it? */
function wouldTrouble(flight: Flight): boolean {
  if (flight.event === 'goal' || flight.event === 'stopped' || flight.event === 'blocked') return true;
  if (flight.woodworkTime !== null) return true;
  const line = flight.lineCrossing;
  return (
    line !== null && Math.abs(line.y) < GOAL_HALF_WIDTH_M + NEAR_FRAME_M && line.z < CROSSBAR_HEIGHT_M + NEAR_FRAME_M
  );
}

function readOutcome(flight: Flight, save: SavePoint | null): StrikeResolution {
  const base = { touchedWoodwork: flight.woodworkTime !== null, blockerId: null, keeper: NO_ACTION };
  if (save) return { ...base, touchedWoodwork: false, outcome: 'miss', missKind: 'saved', decidedAt: save.time };
  const woodwork = flight.woodworkTime;
  switch (flight.event) {
    case 'goal':
      return { ...base, outcome: 'goal', missKind: null, decidedAt: flight.eventTime };
    case 'blocked':
      return { ...base, outcome: 'miss', missKind: 'blocked', decidedAt: flight.eventTime };
    case 'wide':
    case 'over':
      return woodwork !== null
        ? { ...base, outcome: 'miss', missKind: 'post', decidedAt: woodwork }
        : { ...base, outcome: 'miss', missKind: flight.event, decidedAt: flight.eventTime };
    case 'rebound':
      return { ...base, outcome: 'miss', missKind: 'post', decidedAt: woodwork ?? flight.eventTime };
    case 'stopped':
    case 'saved':
      // A ball that dies in front of goal is the keeper's (or a defender's) to collect.
      return woodwork !== null
        ? { ...base, outcome: 'miss', missKind: 'post', decidedAt: woodwork }
        : { ...base, outcome: 'miss', missKind: 'saved', decidedAt: flight.eventTime };
  }
}

const NO_ACTION: KeeperAction = { start: 0, target: { x: 0, y: 0, z: 0 }, contact: null, side: 'none', diveSpeed: 0 };

function keeperAction(
  plan: StrikePlan,
  ability: KeeperAbility,
  flight: Flight,
  crossing: KeeperCrossing | null,
  save: SavePoint | null,
): KeeperAction {
  const stand: Vec3 = { x: plan.keeper.x, y: plan.keeper.y, z: 1 };
  const collects = !save && flight.event === 'stopped' && flight.woodworkTime === null;
  const goesFor = save ?? crossing;
  const target: Vec3 = goesFor
    ? { x: goesFor.x, y: goesFor.y, z: goesFor.z }
    : collects
      ? { ...flight.eventPosition }
      : stand;
  const lateral = goesFor?.lateral ?? 0;
  return {
    start: ability.reactionTime,
    target,
    contact: save ? save.time : collects ? flight.eventTime : null,
    side: goesFor && Math.abs(lateral) > DIVE_THRESHOLD_M ? (lateral > 0 ? 'left' : 'right') : 'none',
    diveSpeed: ability.diveSpeed,
  };
}

/** Where a save sends the ball: held, tipped over, or pushed out wide; never on into the goal. */
function parryVelocity(plan: StrikePlan, draw: StrikeDraw, crossing: SavePoint): Vec3 {
  const { nx, ny } = plan.keeper;
  const speed = crossing.speed;
  if (speed < CATCHABLE_SPEED_M_S && Math.abs(crossing.lateral) < DIVE_THRESHOLD_M && crossing.z < TIP_OVER_HEIGHT_M) {
    return { x: -nx * 0.5, y: -ny * 0.5, z: 0.5 };
  }
  if (crossing.z > TIP_OVER_HEIGHT_M && !crossing.onLine) {
    return { x: nx * 0.25 * speed, y: ny * 0.25 * speed, z: TIP_OVER_LIFT_M_S };
  }
  const side = crossing.lateral >= 0 ? 1 : -1;
  const out = (0.3 + 0.2 * Math.abs(draw.ricochetLateral)) * speed;
  return {
    // Always back out of the goal mouth, whatever the angle of the keeper's plane.
    x: Math.min(-nx * 0.25 * speed - ny * side * out, -PARRY_MIN_BACK_M_S),
    y: -ny * 0.25 * speed + nx * side * out,
    z: (0.1 + 0.15 * draw.ricochetLift) * speed,
  };
}
