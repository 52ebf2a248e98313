import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../simulator/generate-demo-catalog.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import { planClipFrames } from './plan-clip-frames.ts';
import { POST_ANSWER_LEAD_IN_S, POST_ANSWER_MIN_S, PRE_ANSWER_VIDEO_FRAMES, VIDEO_FPS } from './render-settings.ts';

const timelines = generateDemoCatalog({ count: 24, xgSamples: 4 }).map((clip) =>
  createClipTimeline({ seed: clip.seed, goalType: clip.goalType }),
);

describe('planClipFrames', () => {
  it('keeps the pre-answer video as timeline frames 0–99, drawn live', () => {
    for (const timeline of timelines) {
      const postStart = timeline.strikeFrame - Math.round(POST_ANSWER_LEAD_IN_S * VIDEO_FPS);
      const { steps } = planClipFrames(timeline, PRE_ANSWER_VIDEO_FRAMES, postStart);
      expect(steps.slice(0, PRE_ANSWER_VIDEO_FRAMES)).toEqual(
        Array.from({ length: PRE_ANSWER_VIDEO_FRAMES }, (_, i) => ({ kind: 'draw', shown: i, verdictProgress: null })),
      );
    }
  });

  it('plays the outcome live, then the last second before it at half speed, then the verdict on its frame', () => {
    for (const timeline of timelines) {
      const postStart = timeline.strikeFrame - Math.round(POST_ANSWER_LEAD_IN_S * VIDEO_FPS);
      const { steps, replaySteps } = planClipFrames(timeline, PRE_ANSWER_VIDEO_FRAMES, postStart);
      const live = steps.slice(PRE_ANSWER_VIDEO_FRAMES, replaySteps.first);
      // Live through the decisive frame, each frame once, in order.
      expect(live.map((step) => (step.kind === 'draw' ? step.shown : -1))).toEqual(
        live.map((_, i) => PRE_ANSWER_VIDEO_FRAMES + i),
      );
      expect(live.at(-1)).toMatchObject({ kind: 'draw', verdictProgress: null });
      expect((live.at(-1) as { shown: number }).shown).toBeGreaterThanOrEqual(timeline.decidedFrame);
      // The replay: the 25 frames before the decisive one, each twice (2 s at half speed).
      const replay = steps.slice(replaySteps.first, replaySteps.end);
      expect(replay).toHaveLength(2 * VIDEO_FPS);
      expect(replay.map((step) => (step.kind === 'replay' ? step.from : -1))).toEqual(
        replay.map((_, i) => timeline.decidedFrame - VIDEO_FPS + Math.floor(i / 2)),
      );
      // The verdict comes after the replay, over the outcome's frame, for at least a second.
      const verdict = steps.slice(replaySteps.end);
      expect(verdict.length).toBeGreaterThanOrEqual(VIDEO_FPS);
      for (const step of verdict) expect(step).toMatchObject({ kind: 'draw', shown: timeline.decidedFrame });
      expect(verdict.every((step) => step.kind === 'draw' && step.verdictProgress !== null)).toBe(true);
      expect(steps.slice(0, replaySteps.end).every((step) => step.kind !== 'draw' || !step.verdictProgress)).toBe(true);
      expect(steps.length - postStart).toBeGreaterThanOrEqual(POST_ANSWER_MIN_S * VIDEO_FPS);
    }
  });
});
