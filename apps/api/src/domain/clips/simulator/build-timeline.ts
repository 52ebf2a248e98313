// The clip frame by frame at 25 fps for the renderer: the build-up from the situation's tracks, then the
// recorded flight of the strike and everyone's reaction, until AFTER_DECISION_S past the decisive moment.
// Frames before the strike depend on the situation only, never on the strike, so the pre-answer video
// cannot give the outcome away.
import { headingTo, positionOnTrack, sampleTrack } from './geometry.ts';
import {
  GOAL_LINE_X,
  AFTER_DECISION_S,
  FRAMES_PER_SECOND,
  PRE_ANSWER_FRAME_COUNT,
  STRIKE_FRAME,
  TOUCHLINE_Y,
} from './pitch.ts';
import { WALL_JUMP_DURATION_S } from './plan-strike.ts';
import { resolveStrike } from './resolve-strike.ts';
import type { SimulatedStrike } from './simulate-clip.ts';
import type {
  BallKeyframe,
  BallTrajectory,
  GoalkeeperDive,
  KeeperAction,
  PlayerFrame,
  Pose,
  SimPlayer,
  Timeline,
  TimelineFrame,
  Vec2,
  Vec3,
} from './types.ts';

export interface BuildTimelineOptions {
  simulation: SimulatedStrike;
}

const DT = 1 / FRAMES_PER_SECOND;
const RUN_SPEED_THRESHOLD_M_S = 1.2;
/** How long the striking pose shows around the contact. */
const STRIKE_POSE_S = 0.3;
const FOLLOW_UP_SPEED_M_S = 4;
const CELEBRATION_SPEED_M_S = 5;
const DEFENDER_RECOVERY_SPEED_M_S = 2.5;
const KEEPER_SHUFFLE_SPEED_M_S = 2;
/** A dive takes at least this long to unfold, and the keeper lies this long after it. */
const MIN_DIVE_S = 0.35;
const ARM_LENGTH_M = 0.8;
const BLOCK_POSE_S = 0.5;

export function buildTimeline({ simulation }: BuildTimelineOptions): Timeline {
  const { situation, plan, draw, resolution } = simulation;
  const recorded = resolveStrike({ plan, draw, recordFor: AFTER_DECISION_S + 2 * DT });
  if (recorded.resolution.outcome !== resolution.outcome || recorded.resolution.missKind !== resolution.missKind) {
    throw new Error('the recorded flight disagrees with the simulated outcome');
  }
  const trajectory = recorded.trajectory!;
  const strikeTime = situation.strikeTime;
  const decidedFrame = STRIKE_FRAME + Math.ceil(resolution.decidedAt * FRAMES_PER_SECOND);
  const frameCount = decidedFrame + Math.round(AFTER_DECISION_S * FRAMES_PER_SECOND) + 1;
  const keeper = resolution.keeper;
  const goal = resolution.outcome === 'goal';
  const wallIds = new Set(situation.wall?.playerIds ?? []);

  const states = situation.players.map((player) => ({ player, at: sampleTrack(player.track, strikeTime) }));
  const frames: TimelineFrame[] = [];
  const ballAt = (t: number): Vec3 =>
    t < strikeTime ? sampleBallPath(situation.ballPath, t) : sampleTrajectory(trajectory, t - strikeTime);

  for (let index = 0; index < frameCount; index++) {
    const t = index * DT;
    const ball = ballAt(t);
    const players: PlayerFrame[] = states.map((state) => {
      const { player } = state;
      if (t < strikeTime)
        return preStrikeFrame(
          player,
          t,
          ball,
          player.id === situation.shooterId,
          situation.bodyPart === 'head',
          strikeTime,
        );
      const since = t - strikeTime;
      const decided = since >= resolution.decidedAt;
      let pose: Pose = 'stand';
      let z = 0;
      let target: Vec2 | null = null;
      let speed = 0;

      if (player.role === 'goalkeeper') {
        return keeperFrame(sampleTrack(player.track, strikeTime), keeper, since, ball);
      }
      if (player.id === situation.shooterId) {
        if (since < STRIKE_POSE_S) pose = situation.bodyPart === 'head' ? 'header' : 'strike';
        else if (goal && decided) {
          pose = 'celebrate';
          target = { x: GOAL_LINE_X, y: Math.sign(state.at.y || 1) * TOUCHLINE_Y };
          speed = CELEBRATION_SPEED_M_S;
        } else {
          pose = 'run';
          target = { x: GOAL_LINE_X - 2, y: state.at.y * 0.6 };
          speed = FOLLOW_UP_SPEED_M_S * 0.6;
        }
      } else if (wallIds.has(player.id)) {
        z = wallLift(situation.wall?.jumpHeight ?? 0, since - draw.wallJumpDelay);
        pose = z > 0 ? 'jump' : 'stand';
      } else if (player.id === resolution.blockerId && Math.abs(since - resolution.decidedAt) < BLOCK_POSE_S) {
        pose = 'block';
      } else if (player.team === 'attack') {
        const shooter = states.find((s) => s.player.id === situation.shooterId)!;
        target = goal && decided ? shooter.at : { x: GOAL_LINE_X - 3, y: state.at.y * 0.7 };
        speed = goal && decided ? CELEBRATION_SPEED_M_S : FOLLOW_UP_SPEED_M_S;
        pose = goal && decided ? 'celebrate' : 'run';
      } else if (since > STRIKE_POSE_S) {
        target = { x: ball.x, y: ball.y };
        speed = DEFENDER_RECOVERY_SPEED_M_S;
        pose = 'run';
      }

      let facing = headingTo(state.at, ball);
      if (target && speed > 0) {
        const dx = target.x - state.at.x;
        const dy = target.y - state.at.y;
        const gap = Math.hypot(dx, dy);
        const step = Math.min(speed * DT, Math.max(gap - 1, 0));
        if (step > 0) {
          state.at = { x: state.at.x + (dx / gap) * step, y: state.at.y + (dy / gap) * step };
          facing = Math.atan2(dy, dx);
        } else if (pose === 'run') pose = 'stand';
      }
      return { x: state.at.x, y: state.at.y, z, facing, pose };
    });
    frames.push({ index, t, ball, players });
  }

  const goalkeeperDive: GoalkeeperDive = {
    side: keeper.side,
    startFrame: STRIKE_FRAME + Math.round(keeper.start * FRAMES_PER_SECOND),
    contactFrame: keeper.contact === null ? null : STRIKE_FRAME + Math.round(keeper.contact * FRAMES_PER_SECOND),
    target: keeper.target,
  };
  return {
    fps: FRAMES_PER_SECOND,
    frameCount,
    preAnswerFrameCount: PRE_ANSWER_FRAME_COUNT,
    strikeFrame: STRIKE_FRAME,
    decidedFrame,
    outcome: resolution.outcome,
    missKind: resolution.missKind,
    players: situation.players.map(({ id, team, shirtNumber, role }) => ({ id, team, shirtNumber, role })),
    goalkeeperDive,
    frames,
  };
}

function preStrikeFrame(
  player: SimPlayer,
  t: number,
  ball: Vec3,
  isShooter: boolean,
  header: boolean,
  strikeTime: number,
): PlayerFrame {
  const at = sampleTrack(player.track, t);
  const before = sampleTrack(player.track, Math.max(0, t - DT));
  const after = sampleTrack(player.track, t + DT);
  const vx = (after.x - before.x) / (2 * DT);
  const vy = (after.y - before.y) / (2 * DT);
  const speed = Math.hypot(vx, vy);
  let pose: Pose = speed > RUN_SPEED_THRESHOLD_M_S ? 'run' : 'stand';
  if (player.role === 'goalkeeper') pose = 'set';
  if (isShooter && strikeTime - t < STRIKE_POSE_S / 2) pose = header ? 'header' : 'strike';
  const facing =
    speed > RUN_SPEED_THRESHOLD_M_S && player.role !== 'goalkeeper' ? Math.atan2(vy, vx) : headingTo(at, ball);
  return { x: at.x, y: at.y, z: 0, facing, pose };
}

function keeperFrame(stance: Vec2, action: KeeperAction, since: number, ball: Vec3): PlayerFrame {
  const facing = headingTo(stance, ball);
  const moving = since - action.start;
  if (moving <= 0) return { x: stance.x, y: stance.y, z: 0, facing, pose: 'set' };
  const dx = action.target.x - stance.x;
  const dy = action.target.y - stance.y;
  const reach = Math.hypot(dx, dy);
  if (action.side === 'none') {
    // A step across and the hands, or a walk to a loose ball.
    const travel = Math.min(moving * KEEPER_SHUFFLE_SPEED_M_S, Math.max(reach - 0.3, 0));
    const k = reach > 0 ? travel / reach : 0;
    return { x: stance.x + dx * k, y: stance.y + dy * k, z: 0, facing, pose: 'set' };
  }
  // The body travels toward the ball, the hands an arm's length further; the dive lifts him off the ground.
  const duration = Math.max(MIN_DIVE_S, reach / Math.max(action.diveSpeed, 1));
  const u = Math.min(moving / duration, 1);
  const bodyReach = Math.max(reach - ARM_LENGTH_M, 0) * u;
  const k = reach > 0 ? bodyReach / reach : 0;
  const lift = Math.max(action.target.z - 0.5, 0.2) * Math.sin(Math.PI * Math.min(u, 1)) * 0.6;
  return {
    x: stance.x + dx * k,
    y: stance.y + dy * k,
    z: lift,
    facing,
    pose: action.side === 'left' ? 'dive-left' : 'dive-right',
  };
}

function wallLift(height: number, sinceTakeOff: number): number {
  const u = sinceTakeOff / WALL_JUMP_DURATION_S;
  return u <= 0 || u >= 1 ? 0 : 4 * height * u * (1 - u);
}

function sampleBallPath(path: readonly BallKeyframe[], t: number): Vec3 {
  const { index, u } = positionOnTrack(path, t);
  const a = path[index]!;
  const b = path[Math.min(index + 1, path.length - 1)]!;
  return { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u, z: a.z + (b.z - a.z) * u };
}

function sampleTrajectory(trajectory: BallTrajectory, t: number): Vec3 {
  const count = trajectory.length / 4;
  let lo = 0;
  let hi = count - 1;
  if (t >= trajectory[hi * 4]!)
    return { x: trajectory[hi * 4 + 1]!, y: trajectory[hi * 4 + 2]!, z: trajectory[hi * 4 + 3]! };
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (trajectory[mid * 4]! <= t) lo = mid;
    else hi = mid;
  }
  const t0 = trajectory[lo * 4]!;
  const t1 = trajectory[hi * 4]!;
  const u = t1 > t0 ? (t - t0) / (t1 - t0) : 0;
  const at = (k: number): number => trajectory[lo * 4 + k]! + (trajectory[hi * 4 + k]! - trajectory[lo * 4 + k]!) * u;
  return { x: at(1), y: at(2), z: at(3) };
}
