// Shared bits of situation building: shirt numbers, player ids, the keeper's stance and line of sight.
import { bisectorOnGoalLine, distance, distanceToSegment } from './geometry.ts';
import { GOAL_LINE_X } from './pitch.ts';
import type { Random } from './random.ts';
import type { Keyframe, PlayerRole, SimPlayer, Team, Vec2 } from './types.ts';

const OUTFIELD_NUMBERS = Array.from({ length: 29 }, (_, i) => i + 2);
export const GOALKEEPER_SHIRT_NUMBER = 1;
/** A body this close to the ball→keeper line hides the strike from him. */
const SCREEN_DISTANCE_M = 0.6;
/** Bodies right by the ball do not screen: the keeper sees over and round them. */
const SCREEN_MIN_FROM_BALL_M = 1.5;
/** The keeper never stands on or behind his line. */
const KEEPER_MIN_OFF_LINE_M = 0.25;
const FREE_SPOT_ATTEMPTS = 12;
const PLAYER_HEIGHT_MIN_M = 1.72;
const PLAYER_HEIGHT_MAX_M = 1.94;

export class SquadBuilder {
  private readonly numbers: Record<Team, number[]>;
  readonly players: SimPlayer[] = [];

  constructor(private readonly random: Random) {
    const shuffled = (): number[] => {
      const list = [...OUTFIELD_NUMBERS];
      for (let i = list.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [list[i], list[j]] = [list[j]!, list[i]!];
      }
      return list;
    };
    this.numbers = { attack: shuffled(), defence: shuffled() };
  }

  add(team: Team, role: PlayerRole, track: Keyframe[]): SimPlayer {
    const shirtNumber = role === 'goalkeeper' ? GOALKEEPER_SHIRT_NUMBER : this.numbers[team].shift()!;
    const height = this.random.uniform(PLAYER_HEIGHT_MIN_M, PLAYER_HEIGHT_MAX_M);
    const player: SimPlayer = { id: `${team}-${shirtNumber}`, team, shirtNumber, role, height, track };
    this.players.push(player);
    return player;
  }

  /** Somewhere no one else stands at the strike (re-drawn a few times, then accepted). */
  freeSpot(draw: () => Vec2, minDistance: number): Vec2 {
    let spot = draw();
    for (let attempt = 0; attempt < FREE_SPOT_ATTEMPTS; attempt++) {
      if (!this.players.some((p) => distance(lastPosition(p), spot) < minDistance)) return spot;
      spot = draw();
    }
    return spot;
  }
}

export function lastPosition(player: SimPlayer): Vec2 {
  const last = player.track[player.track.length - 1]!;
  return { x: last.x, y: last.y };
}

/** The keeper on the bisector of the goal mouth, `offLine` metres out, shifted sideways by `lateralError`. */
export function keeperStance(ball: Vec2, offLine: number, lateralError: number): Vec2 {
  const anchor = bisectorOnGoalLine(ball);
  const length = Math.hypot(ball.x - anchor.x, ball.y - anchor.y);
  const ux = (ball.x - anchor.x) / length;
  const uy = (ball.y - anchor.y) / length;
  const x = anchor.x + ux * offLine - uy * lateralError;
  const y = anchor.y + uy * offLine + ux * lateralError;
  return { x: Math.min(x, GOAL_LINE_X - KEEPER_MIN_OFF_LINE_M), y };
}

export function isKeeperScreened(ball: Vec2, keeper: Vec2, others: readonly Vec2[]): boolean {
  return others.some((p) => {
    const { distance: off } = distanceToSegment(p, ball, keeper);
    return off < SCREEN_DISTANCE_M && distance(p, ball) > SCREEN_MIN_FROM_BALL_M && distance(p, keeper) > 1;
  });
}

/** A track that drifts from `start` to `end` over the build-up. */
export function driftTrack(start: Vec2, end: Vec2, strikeTime: number): Keyframe[] {
  return [
    { t: 0, x: start.x, y: start.y },
    { t: strikeTime, x: end.x, y: end.y },
  ];
}
