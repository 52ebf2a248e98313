import { describe, expect, it } from 'vitest';
import { DEMO_COMPETITIONS, GOALKEEPER_KITS } from '../simulator/competitions.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import { createCanvas } from '@napi-rs/canvas';
import { blendI420Overlay, canvasToI420, createI420Image, createI420Overlay } from './compose-i420-frame.ts';
import type { I420Image } from './compose-i420-frame.ts';
import { composeFrame, createFrameScene, drawFrame, drawScoreboardOnCanvas } from './draw-frame.ts';
import type { RenderClipInfo } from './render-types.ts';

const competition = DEMO_COMPETITIONS[1]!;
const clip: RenderClipInfo = {
  league: competition.name,
  seasonYear: 2021,
  goalType: 'Shot',
  attackingTeam: competition.clubs[2]!.name,
  defendingTeam: competition.clubs[3]!.name,
  kits: { attack: competition.clubs[2]!.home, defence: competition.clubs[3]!.away, goalkeeper: GOALKEEPER_KITS[1]! },
};
const WIDTH = 854;
const HEIGHT = 480;

/**
 * The largest difference between two I420 pictures inside their top-left box of the given size (even), and whether
 * they are equal outside it.
 */
function differences(a: I420Image, b: I420Image, box: { width: number; height: number }) {
  let inside = 0;
  // b with a's box, to compare the rest in one go.
  const patched = Buffer.from(b.data);
  const planes = [
    { offset: 0, width: a.width, scale: 1 },
    { offset: a.width * a.height, width: a.width / 2, scale: 2 },
    { offset: a.width * a.height * 1.25, width: a.width / 2, scale: 2 },
  ];
  for (const plane of planes) {
    for (let y = 0; y < box.height / plane.scale; y++) {
      const start = plane.offset + y * plane.width;
      for (let i = start; i < start + box.width / plane.scale; i++) {
        inside = Math.max(inside, Math.abs(a.data[i]! - b.data[i]!));
        patched[i] = a.data[i]!;
      }
    }
  }
  return { inside, equalOutside: patched.equals(a.data) };
}

describe('composeFrame', () => {
  it('gives the frame drawn: the still picture plus what moves, read back where it moves, under the scoreboard', () => {
    // Shots and free kicks, every other frame through the outcome (strikes, blocks, dives, the wall's jump, a
    // celebration, the verdict): every pose must stay inside the box it claims. The scoreboard is blended in I420
    // rather than painted, which rounds differently by up to three levels (at the edges of its type); everywhere else
    // the frames are equal.
    for (const [seed, goalType] of [
      [3, 'Shot'],
      [11, 'Shot'],
      [5, 'Free Kick'],
      [8, 'Free Kick'],
    ] as const) {
      const timeline = createClipTimeline({ seed, goalType });
      const partial = createFrameScene({ timeline, clip, width: WIDTH, height: HEIGHT });
      const whole = createFrameScene({ timeline, clip, width: WIDTH, height: HEIGHT });
      const composed = createI420Image(WIDTH, HEIGHT);
      for (let index = 0; index < timeline.frameCount; index += 2) {
        const verdict = index > timeline.decidedFrame ? { text: 'SAVED', goal: false, progress: 0.5 } : null;
        composeFrame(partial, index, drawFrame(partial, index, verdict), composed);
        drawFrame(whole, index, verdict);
        drawScoreboardOnCanvas(whole);
        const reference = canvasToI420(whole.canvas);
        const { inside, equalOutside } = differences(composed, reference, whole.scoreboard);
        expect(equalOutside, `${goalType} ${seed}, frame ${index}`).toBe(true);
        expect(inside, `${goalType} ${seed}, frame ${index}`).toBeLessThanOrEqual(3);
      }
    }
  }, 60_000);
});

describe('blendI420Overlay', () => {
  it('leaves the frame where the overlay is clear, replaces it where opaque, and mixes in between', () => {
    const background = createCanvas(8, 4);
    const backgroundCtx = background.getContext('2d');
    backgroundCtx.fillStyle = '#3a7d44';
    backgroundCtx.fillRect(0, 0, 8, 4);
    const overlay = createCanvas(6, 4);
    const overlayCtx = overlay.getContext('2d');
    overlayCtx.fillStyle = '#f5c518';
    overlayCtx.fillRect(0, 0, 2, 4);
    overlayCtx.fillStyle = 'rgba(12, 16, 28, 0.82)';
    overlayCtx.fillRect(2, 0, 2, 4);
    const frame = canvasToI420(background);
    blendI420Overlay(createI420Overlay(overlay), frame);
    backgroundCtx.drawImage(overlay, 0, 0);
    const { inside, equalOutside } = differences(frame, canvasToI420(background), { width: 6, height: 4 });
    expect(equalOutside).toBe(true);
    expect(inside).toBeLessThanOrEqual(1);
  });
});
