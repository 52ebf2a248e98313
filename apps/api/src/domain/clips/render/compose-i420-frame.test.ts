import { describe, expect, it } from 'vitest';
import { DEMO_COMPETITIONS, GOALKEEPER_KITS } from '../simulator/competitions.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import { canvasToI420, createI420Image } from './compose-i420-frame.ts';
import { composeFrame, createFrameScene, drawFrame } from './draw-frame.ts';
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

describe('composeFrame', () => {
  it('gives exactly the frame drawn: the still picture plus what moves, read back where it moves', () => {
    // Shots and free kicks, every other frame through the outcome (strikes, blocks, dives, the wall's jump, a
    // celebration, the verdict): every pose must stay inside the box it claims.
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
        const reference = canvasToI420(whole.canvas);
        expect(composed.data.equals(reference.data), `${goalType} ${seed}, frame ${index}`).toBe(true);
      }
    }
  });
});
