import { describe, expect, it } from 'vitest';
import { flyBall } from './fly-ball.ts';
import type { FlyBallOptions } from './fly-ball.ts';
import { BALL_RADIUS_M, GOAL_LINE_X, POST_AXIS_Y } from './pitch.ts';

const base: FlyBallOptions = {
  position: { x: GOAL_LINE_X - 16, y: 0, z: BALL_RADIUS_M },
  velocity: { x: 25, y: 0, z: 2 },
  spin: { x: 0, y: 0, z: 0 },
  blockers: [],
  keeperPlane: null,
  save: null,
  ricochetLateral: 0,
  ricochetLift: 0,
  recordFor: null,
};

describe('flyBall', () => {
  it('scores a ball struck straight at the middle of the goal', () => {
    const flight = flyBall(base);
    expect(flight.event).toBe('goal');
    expect(flight.lineCrossing?.y).toBeCloseTo(0, 6);
  });

  it('sends a ball past the post wide and a rising one over', () => {
    expect(flyBall({ ...base, velocity: { x: 25, y: 7, z: 2 } }).event).toBe('wide');
    expect(flyBall({ ...base, velocity: { x: 25, y: 0, z: 9 } }).event).toBe('over');
  });

  it('slows the ball with drag and pulls it down with gravity', () => {
    const flight = flyBall({ ...base, velocity: { x: 30, y: 0, z: 0 }, recordFor: 0 });
    const samples = flight.trajectory!;
    const last = samples.length - 4;
    const meanSpeed = (samples[last + 1]! - samples[1]!) / samples[last]!;
    expect(meanSpeed).toBeLessThan(30);
    expect(meanSpeed).toBeGreaterThan(20);
  });

  it('curls a ball with side spin', () => {
    const straight = flyBall(base).lineCrossing!;
    const curled = flyBall({ ...base, spin: { x: 0, y: 0, z: 0.15 } }).lineCrossing!;
    expect(curled.y).toBeGreaterThan(straight.y + 0.5);
  });

  it('rebounds off the post', () => {
    // Aimed at the post's axis: the ball cannot pass it.
    const flight = flyBall({
      ...base,
      position: { x: GOAL_LINE_X - 11, y: POST_AXIS_Y, z: BALL_RADIUS_M },
      velocity: { x: 25, y: 0, z: 1.5 },
    });
    expect(flight.woodworkTime).not.toBeNull();
    expect(flight.event).not.toBe('goal');
  });

  it('is blocked by a body in its path and passes one out of it', () => {
    const blocker = { x: GOAL_LINE_X - 8, y: 0, top: 1.85, legReach: 0, jump: null };
    expect(flyBall({ ...base, blockers: [blocker] }).event).toBe('blocked');
    expect(flyBall({ ...base, blockers: [{ ...blocker, y: 2 }] }).event).toBe('goal');
  });

  it('bounces lower each time', () => {
    const flight = flyBall({
      ...base,
      position: { x: 0, y: 0, z: 3 },
      velocity: { x: 1, y: 0, z: 0 },
      recordFor: 0,
    });
    const heights = flight.trajectory!.filter((_, i) => i % 4 === 3);
    const peaks: number[] = [];
    for (let i = 1; i < heights.length - 1; i++) {
      if (heights[i]! > heights[i - 1]! && heights[i]! >= heights[i + 1]!) peaks.push(heights[i]!);
    }
    expect(peaks.length).toBeGreaterThan(1);
    for (let i = 1; i < peaks.length; i++) expect(peaks[i]).toBeLessThan(peaks[i - 1]!);
  });
});
