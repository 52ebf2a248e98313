// The order of a clip's video frames. The pre-answer video is timeline frames 0–99, always. The post-answer
// video then plays the action live through the outcome and a moment of reaction, a slow-motion replay of the
// last second before the outcome (at half speed: every timeline frame twice; a blend of neighbours instead of
// the second copy doubled the post-answer video's size, as the camera pans and the blend softens everything),
// and the outcome's frame held under the verdict. Only the live frames and the verdict's are drawn; the replay
// reuses the frames already drawn, so it costs the encoder but hardly the renderer.
import type { Timeline } from '../simulator/types.ts';
import { POST_ANSWER_MIN_S, REACTION_S, REPLAY_SOURCE_S, VERDICT_S, VIDEO_FPS } from './render-settings.ts';

export type ClipFrameStep =
  /** Draw timeline frame `shown`, under the verdict at `verdictProgress` (0 → 1) when it is not null. */
  | { kind: 'draw'; shown: number; verdictProgress: number | null }
  /** Show the already drawn timeline frame `from` again: a frame of the replay. */
  | { kind: 'replay'; from: number };

export interface ClipFramePlan {
  steps: ClipFrameStep[];
  /** Timeline frames the replay shows: they are kept as they are drawn. */
  replayFrames: { first: number; last: number };
  /** Where the replay starts and ends among the steps (for the replay's tag). */
  replaySteps: { first: number; end: number };
}

export function planClipFrames(timeline: Timeline, preFrames: number, postStart: number): ClipFramePlan {
  const steps: ClipFrameStep[] = [];
  for (let i = 0; i < preFrames; i++) steps.push({ kind: 'draw', shown: i, verdictProgress: null });
  const decided = timeline.decidedFrame;
  const liveEnd = Math.min(timeline.frameCount - 1, decided + Math.round(REACTION_S * VIDEO_FPS));
  for (let i = preFrames; i <= liveEnd; i++) steps.push({ kind: 'draw', shown: i, verdictProgress: null });
  const first = Math.max(postStart, decided - Math.round(REPLAY_SOURCE_S * VIDEO_FPS));
  const replayStart = steps.length;
  for (let i = first; i < decided; i++) {
    steps.push({ kind: 'replay', from: i }, { kind: 'replay', from: i });
  }
  const replayEnd = steps.length;
  // The verdict over the outcome's frame, held long enough for the post-answer video's minimum length.
  const postSoFar = steps.length - postStart;
  const verdictFrames = Math.max(
    Math.round(VERDICT_S * VIDEO_FPS),
    Math.round(POST_ANSWER_MIN_S * VIDEO_FPS) - postSoFar,
  );
  for (let j = 0; j < verdictFrames; j++)
    steps.push({ kind: 'draw', shown: decided, verdictProgress: j / verdictFrames });
  return { steps, replayFrames: { first, last: decided }, replaySteps: { first: replayStart, end: replayEnd } };
}
