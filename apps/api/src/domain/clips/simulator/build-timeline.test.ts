import { describe, expect, it } from 'vitest';
import { buildTimeline } from './build-timeline.ts';
import { createClipTimeline } from './create-clip-timeline.ts';
import { drawStrike } from './draw-strike.ts';
import {
  BALL_RADIUS_M,
  CROSSBAR_HEIGHT_M,
  FRAMES_PER_SECOND,
  GOAL_HALF_WIDTH_M,
  GOAL_LINE_X,
  NET_DEPTH_M,
} from './pitch.ts';
import { createRandom, deriveSeed } from './random.ts';
import { resolveStrike } from './resolve-strike.ts';
import { simulateStrike } from './simulate-clip.ts';
import type { SimulatedStrike } from './simulate-clip.ts';

function findStrike(goalType: 'Shot' | 'Free Kick', wanted: (s: SimulatedStrike) => boolean): SimulatedStrike {
  for (let seed = 1; seed < 5_000; seed++) {
    const strike = simulateStrike({ seed, goalType });
    if (wanted(strike)) return strike;
  }
  throw new Error('no such strike in the first 5000 seeds');
}

describe('buildTimeline', () => {
  it('runs at 25 fps with the strike after a 4 s pre-answer part and 1.5 s after the decision', () => {
    for (const goalType of ['Shot', 'Free Kick'] as const) {
      const timeline = createClipTimeline({ seed: 42, goalType });
      expect(timeline.fps).toBe(FRAMES_PER_SECOND);
      expect(timeline.preAnswerFrameCount / timeline.fps).toBeCloseTo(4, 5);
      expect(timeline.strikeFrame).toBeGreaterThanOrEqual(timeline.preAnswerFrameCount);
      expect(timeline.decidedFrame).toBeGreaterThan(timeline.strikeFrame);
      expect(timeline.frameCount - 1 - timeline.decidedFrame).toBe(Math.round(1.5 * FRAMES_PER_SECOND));
      expect(timeline.frames).toHaveLength(timeline.frameCount);
      for (const frame of timeline.frames) {
        expect(frame.players).toHaveLength(timeline.players.length);
        expect(frame.t).toBeCloseTo(frame.index / FRAMES_PER_SECOND, 9);
        expect(frame.ball.z).toBeGreaterThanOrEqual(BALL_RADIUS_M - 1e-9);
      }
    }
  });

  it('shows the same pre-answer frames whatever the strike does, so they cannot give the outcome away', () => {
    const strike = simulateStrike({ seed: 7, goalType: 'Shot' });
    const other = drawStrike({ plan: strike.plan, random: createRandom(deriveSeed(1234, 'another strike')) });
    const otherResolution = resolveStrike({ plan: strike.plan, draw: other, recordFor: null }).resolution;
    const a = buildTimeline({ simulation: strike });
    const b = buildTimeline({ simulation: { ...strike, draw: other, resolution: otherResolution } });
    expect(b.frames.slice(0, b.preAnswerFrameCount)).toEqual(a.frames.slice(0, a.preAnswerFrameCount));
    expect(b.preAnswerFrameCount).toBe(a.preAnswerFrameCount);
  });

  it('ends a goal with the ball over the line, under the bar and between the posts', () => {
    const goal = findStrike('Shot', (s) => s.resolution.outcome === 'goal');
    const timeline = buildTimeline({ simulation: goal });
    const decided = timeline.frames[timeline.decidedFrame]!.ball;
    expect(decided.x).toBeGreaterThan(GOAL_LINE_X);
    expect(Math.abs(decided.y)).toBeLessThan(GOAL_HALF_WIDTH_M);
    expect(decided.z).toBeLessThan(CROSSBAR_HEIGHT_M);
    const before = timeline.frames[timeline.strikeFrame]!.ball;
    expect(before.x).toBeLessThan(GOAL_LINE_X);
  });

  it('never shows a saved, blocked or wide ball inside the goal', () => {
    for (const kind of ['saved', 'blocked', 'wide', 'over'] as const) {
      const miss = findStrike('Shot', (s) => s.resolution.missKind === kind);
      const timeline = buildTimeline({ simulation: miss });
      for (const frame of timeline.frames) {
        const inGoal =
          frame.ball.x > GOAL_LINE_X + BALL_RADIUS_M &&
          frame.ball.x < GOAL_LINE_X + NET_DEPTH_M &&
          Math.abs(frame.ball.y) < GOAL_HALF_WIDTH_M &&
          frame.ball.z < CROSSBAR_HEIGHT_M;
        expect(inGoal).toBe(false);
      }
    }
  });

  it('makes the keeper dive toward the ball on a save and shows the wall jumping on a free kick', () => {
    const save = findStrike(
      'Free Kick',
      (s) => s.resolution.missKind === 'saved' && s.resolution.keeper.side !== 'none',
    );
    const timeline = buildTimeline({ simulation: save });
    expect(timeline.goalkeeperDive.side).not.toBe('none');
    expect(timeline.goalkeeperDive.contactFrame).not.toBeNull();
    const keeperIndex = timeline.players.findIndex((p) => p.role === 'goalkeeper');
    const poses = timeline.frames.map((f) => f.players[keeperIndex]!.pose);
    expect(poses).toContain(timeline.goalkeeperDive.side === 'left' ? 'dive-left' : 'dive-right');
    const wallIndex = timeline.players.findIndex((p) => p.role === 'wall');
    expect(timeline.frames.some((f) => f.players[wallIndex]!.pose === 'jump')).toBe(true);
  });

  it('re-creates the same timeline from the same seed', () => {
    expect(createClipTimeline({ seed: 314, goalType: 'Free Kick' })).toEqual(
      createClipTimeline({ seed: 314, goalType: 'Free Kick' }),
    );
  });
});
