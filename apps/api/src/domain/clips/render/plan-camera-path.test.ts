import { describe, expect, it } from 'vitest';
import { CROSSBAR_AXIS_Z, GOAL_LINE_X, POST_AXIS_Y, WOODWORK_RADIUS_M } from '../simulator/pitch.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import type { Timeline, Vec3 } from '../simulator/types.ts';
import { project } from './camera.ts';
import { PLAYER_HEIGHT_MIN_M } from './draw-frame.ts';
import { CLOSE_UP_FRAMES, FRAMING_MARGIN_TOP, planCameraPath } from './plan-camera-path.ts';
import { VIDEO_HEIGHT_PX, VIDEO_WIDTH_PX } from './render-settings.ts';

// Most players watch on a phone: at 390 × 844 the video spans a card ~358 px wide, 0.42 of its 854 px. A player
// 57 px tall in the video is 24 px there, about the least that reads as a figure with a number.
const MIN_STRIKER_PX = 57;
// A cross or a long pass can start 25–35 m across from the striker, level with the goal: ball, striker and far
// post then span more than the 854 px width holds at 33 px per metre (a 1.74 m striker at 57 px). Those clips
// keep everything in the picture and frame the striker as tall as that spread allows; this is their floor
// (19 px on the phone), and most of them still reach 57 px.
const LONG_BALL_M = 20;
const MIN_STRIKER_PX_LONG_BALL = 45;
const MIN_SHARE_OF_LONG_BALLS_AT_FULL_SIZE = 0.85;

const SHOT_SEEDS = Array.from({ length: 160 }, (_, i) => i + 1);
const FREE_KICK_SEEDS = Array.from({ length: 60 }, (_, i) => 1000 + i);
const GOAL_CORNERS: Vec3[] = [1, -1].flatMap((side) => [
  { x: GOAL_LINE_X, y: side * (POST_AXIS_Y + WOODWORK_RADIUS_M), z: 0 },
  { x: GOAL_LINE_X, y: side * (POST_AXIS_Y + WOODWORK_RADIUS_M), z: CROSSBAR_AXIS_Z + WOODWORK_RADIUS_M },
]);

interface Framing {
  /** Every point that must be seen was on screen, below the scoreboard's band, in every pre-answer frame. */
  allInPicture: boolean;
  /** The striker's smallest height on screen over the pre-answer frames, px. */
  minStrikerPx: number;
  /** How far the ball came from, at most, during the pre-answer part (m from the striker). */
  longestBallM: number;
}

function measureFraming(timeline: Timeline): Framing {
  const cameras = planCameraPath({ timeline, width: VIDEO_WIDTH_PX, height: VIDEO_HEIGHT_PX });
  const shooter = timeline.players.findIndex((player) => player.role === 'shooter');
  const keeper = timeline.players.findIndex((player) => player.role === 'goalkeeper');
  const topLimit = FRAMING_MARGIN_TOP * VIDEO_HEIGHT_PX - 1;
  let allInPicture = true;
  let minStrikerPx = Infinity;
  let longestBallM = 0;
  for (let i = 0; i < timeline.preAnswerFrameCount; i++) {
    const frame = timeline.frames[i]!;
    const camera = cameras[i]!;
    const striker = frame.players[shooter]!;
    const goalkeeper = frame.players[keeper]!;
    const points: Vec3[] = [frame.ball, ...GOAL_CORNERS];
    for (const player of [striker, goalkeeper]) {
      points.push({ ...player }, { ...player, z: player.z + PLAYER_HEIGHT_MIN_M });
    }
    for (const point of points) {
      const p = project(camera, point.x, point.y, point.z);
      if (!p || p.x < 0 || p.x > VIDEO_WIDTH_PX || p.y < topLimit || p.y > VIDEO_HEIGHT_PX) allInPicture = false;
    }
    const feet = project(camera, striker.x, striker.y, striker.z)!;
    const head = project(camera, striker.x, striker.y, striker.z + PLAYER_HEIGHT_MIN_M)!;
    minStrikerPx = Math.min(minStrikerPx, feet.y - head.y);
    longestBallM = Math.max(longestBallM, Math.hypot(frame.ball.x - striker.x, frame.ball.y - striker.y));
  }
  return { allInPicture, minStrikerPx, longestBallM };
}

describe('planCameraPath', () => {
  const shots = SHOT_SEEDS.map((seed) => ({ seed, ...measureFraming(createClipTimeline({ seed, goalType: 'Shot' })) }));
  const freeKicks = FREE_KICK_SEEDS.map((seed) => ({
    seed,
    ...measureFraming(createClipTimeline({ seed, goalType: 'Free Kick' })),
  }));

  it('keeps ball, striker, keeper and both posts in the picture in every pre-answer frame', () => {
    expect([...shots, ...freeKicks].filter((clip) => !clip.allInPicture).map((clip) => clip.seed)).toEqual([]);
  });

  it(`frames the striker at least ${MIN_STRIKER_PX} px tall (24 px on a phone) in every frame of a free kick`, () => {
    expect(freeKicks.filter((clip) => clip.minStrikerPx < MIN_STRIKER_PX).map((clip) => clip.seed)).toEqual([]);
  });

  it(`frames the striker at least ${MIN_STRIKER_PX} px tall in every frame of a shot built up within ${LONG_BALL_M} m`, () => {
    const close = shots.filter((clip) => clip.longestBallM < LONG_BALL_M);
    expect(close.length).toBeGreaterThan(SHOT_SEEDS.length / 2);
    expect(close.filter((clip) => clip.minStrikerPx < MIN_STRIKER_PX).map((clip) => clip.seed)).toEqual([]);
  });

  it('frames the striker as tall as a cross or a long pass allows', () => {
    const long = shots.filter((clip) => clip.longestBallM >= LONG_BALL_M);
    expect(Math.min(...long.map((clip) => clip.minStrikerPx))).toBeGreaterThanOrEqual(MIN_STRIKER_PX_LONG_BALL);
    const atFullSize = long.filter((clip) => clip.minStrikerPx >= MIN_STRIKER_PX).length;
    expect(atFullSize / long.length).toBeGreaterThanOrEqual(MIN_SHARE_OF_LONG_BALLS_AT_FULL_SIZE);
  });

  it('only pans, by even numbers of pixels, at one zoom until the cut to a closer lens for the last second', () => {
    const timeline = createClipTimeline({ seed: 7, goalType: 'Shot' });
    const cameras = planCameraPath({ timeline, width: VIDEO_WIDTH_PX, height: VIDEO_HEIGHT_PX });
    const [first] = cameras;
    const cut = timeline.preAnswerFrameCount - CLOSE_UP_FRAMES;
    for (const [i, camera] of cameras.entries()) {
      expect(camera.eye).toEqual(first!.eye);
      expect(camera.forward).toEqual(first!.forward);
      expect(camera.focal).toBe(i < cut ? first!.focal : cameras[cut]!.focal);
      expect(Math.abs(camera.centreX % 2)).toBe(0);
      expect(Math.abs(camera.centreY % 2)).toBe(0);
    }
    expect(cameras[cut]!.focal).toBeGreaterThan(first!.focal);
  });

  it('cuts to a closer lens for the last second before the freeze in most clips, up to 1.7× closer', () => {
    const zooms = [
      ...SHOT_SEEDS.map((seed) => ({ seed, goalType: 'Shot' as const })),
      ...FREE_KICK_SEEDS.map((seed) => ({ seed, goalType: 'Free Kick' as const })),
    ].map(({ seed, goalType }) => {
      const timeline = createClipTimeline({ seed, goalType });
      const cameras = planCameraPath({ timeline, width: VIDEO_WIDTH_PX, height: VIDEO_HEIGHT_PX });
      return cameras[timeline.preAnswerFrameCount - 1]!.focal / cameras[0]!.focal;
    });
    const closer = zooms.filter((zoom) => zoom > 1);
    expect(Math.max(...zooms)).toBeLessThanOrEqual(1.7 + 1e-9);
    expect(closer.length / zooms.length).toBeGreaterThan(0.6);
    const mean = closer.reduce((sum, zoom) => sum + zoom, 0) / closer.length;
    expect(mean).toBeGreaterThan(1.2);
  });
});
