// Small plane-geometry helpers for placing players relative to the ball and the goal.
import { GOAL_HALF_WIDTH_M, GOAL_LINE_X } from './pitch.ts';
import type { Keyframe, Vec2 } from './types.ts';

export function distance(a: Vec2, b: Vec2): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function distanceToGoalCentre(point: Vec2): number {
  return Math.hypot(GOAL_LINE_X - point.x, point.y);
}

/** Angle the goal mouth (between the posts' inner edges) subtends from a point. */
export function goalMouthAngle(point: Vec2): number {
  const toLeft = Math.atan2(GOAL_HALF_WIDTH_M - point.y, GOAL_LINE_X - point.x);
  const toRight = Math.atan2(-GOAL_HALF_WIDTH_M - point.y, GOAL_LINE_X - point.x);
  return Math.abs(toLeft - toRight);
}

/**
 * Where the bisector of the goal-mouth angle meets the goal line: the point a keeper lines up with. By the
 * angle-bisector theorem it splits the mouth in the ratio of the distances to the posts.
 */
export function bisectorOnGoalLine(point: Vec2): Vec2 {
  const toLeft = Math.hypot(GOAL_LINE_X - point.x, GOAL_HALF_WIDTH_M - point.y);
  const toRight = Math.hypot(GOAL_LINE_X - point.x, -GOAL_HALF_WIDTH_M - point.y);
  const fromRight = (2 * GOAL_HALF_WIDTH_M * toRight) / (toLeft + toRight);
  return { x: GOAL_LINE_X, y: -GOAL_HALF_WIDTH_M + fromRight };
}

export function offset(from: Vec2, heading: number, length: number): Vec2 {
  return { x: from.x + Math.cos(heading) * length, y: from.y + Math.sin(heading) * length };
}

export function headingTo(from: Vec2, to: Vec2): number {
  return Math.atan2(to.y - from.y, to.x - from.x);
}

/** Closest distance from a point to the segment a→b. */
export function distanceToSegment(point: Vec2, a: Vec2, b: Vec2): { distance: number; along: number } {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const lengthSq = abx * abx + aby * aby;
  const along =
    lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((point.x - a.x) * abx + (point.y - a.y) * aby) / lengthSq));
  return { distance: Math.hypot(a.x + abx * along - point.x, a.y + aby * along - point.y), along };
}

/** Position on a keyframed track at time t (held before the first and after the last keyframe). */
export function positionOnTrack<K extends Keyframe>(track: readonly K[], t: number): { index: number; u: number } {
  if (track.length === 0) throw new Error('empty track');
  if (t <= track[0]!.t) return { index: 0, u: 0 };
  for (let i = 1; i < track.length; i++) {
    const b = track[i]!;
    if (t <= b.t) {
      const a = track[i - 1]!;
      return { index: i - 1, u: b.t === a.t ? 1 : (t - a.t) / (b.t - a.t) };
    }
  }
  return { index: track.length - 1, u: 0 };
}

export function sampleTrack(track: readonly Keyframe[], t: number): Vec2 {
  const { index, u } = positionOnTrack(track, t);
  const a = track[index]!;
  const b = track[Math.min(index + 1, track.length - 1)]!;
  return { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
