// Renders one clip into its two videos and a poster: the pre-answer video (a fixed 4 s that ends before the
// strike, exactly PRE_ANSWER_VIDEO_BYTES long, with a sound track that knows nothing of the outcome either), the
// post-answer video (from shortly before the strike through the outcome, a slow-motion replay and the verdict,
// with the strike, the outcome and the crowd's answer in its sound) and a JPEG of the first frame.
//
// Every live frame is drawn, composed and encoded once; the replay sends frames already composed again
// (plan-clip-frames.ts). One ffmpeg process encodes the pre-answer part (with a keyframe where the post-answer
// video starts) and, separately, the frames after it; the post-answer video is then the pre-answer encode from
// that keyframe on, followed by the rest, joined without re-encoding the picture. The loop yields to the event
// loop after every frame so a server can render in the background.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Timeline } from '../simulator/types.ts';
import { createI420Image } from './compose-i420-frame.ts';
import type { I420Image } from './compose-i420-frame.ts';
import { answerSoundCues, preAnswerSoundCues } from './clip-sound-cues.ts';
import { blendI420Overlay } from './compose-i420-frame.ts';
import { concatenateMp4 } from './concatenate-mp4.ts';
import { planClipFrames } from './plan-clip-frames.ts';
import { createReplayStore, createReplayTag, REPLAY_TAG_MARGIN_SHARE } from './replay-frames.ts';
import { describeVerdict } from './describe-verdict.ts';
import { composeFrame, createFrameScene, drawFrame, drawScoreboardOnCanvas } from './draw-frame.ts';
import { isVerdictSettled } from './draw-overlay.ts';
import type { Verdict } from './draw-frame.ts';
import { startVideoEncoder } from './encode-video.ts';
import type { VideoOutput } from './encode-video.ts';
import { fitPreAnswerVideo } from './fit-pre-answer-video.ts';
import type { RenderClipInfo } from './render-types.ts';
import { synthesizePostAnswerSound, synthesizePreAnswerSound, toWav } from './synthesize-clip-sound.ts';
import {
  AUDIO_SAMPLE_RATE_HZ,
  POST_ANSWER_LEAD_IN_S,
  POST_ANSWER_X264,
  PRE_ANSWER_VIDEO_BYTES,
  PRE_ANSWER_VIDEO_FRAMES,
  PRE_ANSWER_X264,
  VIDEO_FPS,
  VIDEO_HEIGHT_PX,
  VIDEO_WIDTH_PX,
} from './render-settings.ts';

export const PRE_VIDEO_FILE = 'pre.mp4';
export const POST_VIDEO_FILE = 'post.mp4';
export const POSTER_FILE = 'poster.jpg';
const POSTER_JPEG_QUALITY = 82;
/** Scratch files next to the outputs while they are made. */
const PRE_ENCODE_FILE = 'pre.encoded.mp4';
const REST_ENCODE_FILE = 'post.rest.mp4';
const PRE_SOUND_FILE = 'pre.sound.wav';
const POST_SOUND_FILE = 'post.sound.wav';
/** Frames in flight: one being drawn while the encoder still reads the others. */
const FRAME_BUFFERS = 3;

export interface RenderClipOptions {
  timeline: Timeline;
  clip: RenderClipInfo;
  /** Created if missing; receives pre.mp4, post.mp4 and poster.jpg. */
  outDir: string;
  /** Even numbers; default 854 × 480. */
  width?: number;
  height?: number;
  /** 'both' (the default) renders both videos and the poster. */
  parts?: 'both';
}

/** Only the pre-answer video and the poster (the same files as a full render): for statistics over many clips. */
export interface RenderPreAnswerOptions extends Omit<RenderClipOptions, 'parts'> {
  parts: 'pre';
}

export interface RenderedPreAnswer {
  preVideoPath: string;
  posterPath: string;
  durations: { preSeconds: number };
  frames: { pre: number };
  bytes: { pre: number; poster: number };
  /** Re-encodes the pre-answer video needed to fit its byte budget: 0 unless the VBV cap let it through too big. */
  preRefits: number;
}

export interface RenderedClip extends RenderedPreAnswer {
  postVideoPath: string;
  durations: { preSeconds: number; postSeconds: number };
  frames: { pre: number; post: number };
  bytes: { pre: number; post: number; poster: number };
}

export function renderClip(options: RenderPreAnswerOptions): Promise<RenderedPreAnswer>;
export function renderClip(options: RenderClipOptions): Promise<RenderedClip>;
export async function renderClip({
  timeline,
  clip,
  outDir,
  width = VIDEO_WIDTH_PX,
  height = VIDEO_HEIGHT_PX,
  parts = 'both',
}: RenderClipOptions | RenderPreAnswerOptions): Promise<RenderedPreAnswer | RenderedClip> {
  // The no-leak guarantee rests on these: every pre-answer video has the same length and stops short of the
  // strike, and the post-answer video starts at the same frame of it in every clip (a keyframe of every
  // pre-answer encode, so its position must not depend on the outcome).
  const preFrames = PRE_ANSWER_VIDEO_FRAMES;
  const postStart = timeline.strikeFrame - Math.round(POST_ANSWER_LEAD_IN_S * VIDEO_FPS);
  if (timeline.fps !== VIDEO_FPS) throw new Error(`timelines must run at ${VIDEO_FPS} fps, got ${timeline.fps}`);
  if (timeline.preAnswerFrameCount !== preFrames || preFrames > timeline.strikeFrame) {
    throw new Error('the pre-answer part must be the fixed frame count and end before the strike');
  }
  if (postStart <= 0 || postStart >= preFrames)
    throw new Error('the post-answer video must start in the pre-answer part');

  // The post-answer video: live through the outcome, a slow-motion replay, the verdict (plan-clip-frames.ts).
  const withPost = parts === 'both';
  const plan = planClipFrames(timeline, preFrames, postStart);
  const steps = withPost ? plan.steps : plan.steps.slice(0, preFrames);
  const frameCount = steps.length;
  const restFrames = frameCount - preFrames;
  const postFrames = frameCount - postStart;
  const verdictText = describeVerdict(timeline.outcome, timeline.missKind);
  await mkdir(outDir, { recursive: true });
  const preVideoPath = join(outDir, PRE_VIDEO_FILE);
  const postVideoPath = join(outDir, POST_VIDEO_FILE);
  const posterPath = join(outDir, POSTER_FILE);
  const preEncodePath = join(outDir, PRE_ENCODE_FILE);
  const restEncodePath = join(outDir, REST_ENCODE_FILE);
  const preSoundPath = join(outDir, PRE_SOUND_FILE);
  const postSoundPath = join(outDir, POST_SOUND_FILE);
  // The pre-answer sound is made from the pre-answer cues alone (clip-sound-cues.ts): it cannot tell the outcome.
  const preCues = preAnswerSoundCues(timeline, clip.goalType);
  await writeFile(
    preSoundPath,
    toWav(synthesizePreAnswerSound(preCues, AUDIO_SAMPLE_RATE_HZ, preFrames / VIDEO_FPS), AUDIO_SAMPLE_RATE_HZ),
  );
  const outputs: VideoOutput[] = [
    {
      path: preEncodePath,
      firstFrame: 0,
      frameCount: preFrames,
      x264: PRE_ANSWER_X264,
      keyframes: [postStart],
      audioPath: preSoundPath,
    },
  ];
  if (withPost)
    outputs.push({ path: restEncodePath, firstFrame: preFrames, frameCount: restFrames, x264: POST_ANSWER_X264 });

  const scene = createFrameScene({ timeline, clip, width, height });
  const encoder = startVideoEncoder({ width, height, fps: VIDEO_FPS, outputs });
  const buffers: I420Image[] = Array.from({ length: FRAME_BUFFERS }, () => createI420Image(width, height));
  const inFlight: (Promise<void> | null)[] = buffers.map(() => null);
  // The frames the replay shows again, kept as drawn, in buffers lent by a pool (fresh memory is slow here).
  const replay = createReplayStore(width, height);
  const replayTag = createReplayTag(width, height);
  const replayTagLeft = width - replayTag.width - 2 * Math.round((width * REPLAY_TAG_MARGIN_SHARE) / 2);
  const replayTagTop = 2 * Math.round((height * REPLAY_TAG_MARGIN_SHARE) / 2);
  try {
    let posterBytes = 0;
    let slot = -1;
    let previous: { shown: number; settled: boolean } | null = null;
    for (let index = 0; index < frameCount; index++) {
      const step = steps[index]!;
      if (step.kind === 'replay') {
        slot = (slot + 1) % FRAME_BUFFERS;
        await inFlight[slot];
        replay.get(step.from)!.data.copy(buffers[slot]!.data);
        blendI420Overlay(replayTag, buffers[slot]!, replayTagLeft, replayTagTop);
        previous = null;
      } else {
        const verdict: Verdict | null =
          step.verdictProgress === null
            ? null
            : { text: verdictText, goal: timeline.outcome === 'goal', progress: step.verdictProgress };
        const { shown } = step;
        const settled = verdict === null || isVerdictSettled(verdict.progress);
        // Where the outcome's frame holds under a settled verdict, the picture is the previous one: send it again.
        const repeat = previous !== null && previous.shown === shown && previous.settled && settled && verdict !== null;
        previous = { shown, settled };
        if (!repeat) {
          const runs = drawFrame(scene, shown, verdict);
          slot = (slot + 1) % FRAME_BUFFERS;
          await inFlight[slot];
          composeFrame(scene, shown, runs, buffers[slot]!);
          if (withPost && verdict === null && shown >= plan.replayFrames.first && shown <= plan.replayFrames.last) {
            buffers[slot]!.data.copy(replay.keep(shown).data);
          }
          if (index === 0) {
            // After composing, which reads the canvas without the scoreboard.
            drawScoreboardOnCanvas(scene);
            posterBytes = await writePoster(scene.canvas.encodeSync('jpeg', POSTER_JPEG_QUALITY), posterPath);
          }
        }
      }
      // Awaited before the buffer is reused (or at the end), where a failure is rethrown; marked handled here so
      // it cannot count as unhandled in between.
      const pending = Promise.all([inFlight[slot], encoder.writeFrame(buffers[slot]!.data)]).then(() => undefined);
      pending.catch(() => undefined);
      inFlight[slot] = pending;
      await yieldToEventLoop();
    }
    await Promise.all(inFlight);
    await encoder.finish();
    if (withPost) {
      const sound = synthesizePostAnswerSound(
        preCues,
        answerSoundCues(timeline),
        AUDIO_SAMPLE_RATE_HZ,
        postStart / VIDEO_FPS,
        (postStart + postFrames) / VIDEO_FPS,
      );
      await writeFile(postSoundPath, toWav(sound, AUDIO_SAMPLE_RATE_HZ));
    }
    const postBytes = withPost
      ? await concatenateMp4({
          parts: [
            { path: preEncodePath, fromSeconds: postStart / VIDEO_FPS, toSeconds: preFrames / VIDEO_FPS },
            { path: restEncodePath },
          ],
          outPath: postVideoPath,
          audioPath: postSoundPath,
        })
      : null;
    const preRefits = await fitPreAnswerVideo({ path: preEncodePath });
    await rename(preEncodePath, preVideoPath);
    const preAnswer: RenderedPreAnswer = {
      preVideoPath,
      posterPath,
      durations: { preSeconds: preFrames / VIDEO_FPS },
      frames: { pre: preFrames },
      bytes: { pre: PRE_ANSWER_VIDEO_BYTES, poster: posterBytes },
      preRefits,
    };
    if (postBytes === null) return preAnswer;
    return {
      ...preAnswer,
      postVideoPath,
      durations: { ...preAnswer.durations, postSeconds: postFrames / VIDEO_FPS },
      frames: { ...preAnswer.frames, post: postFrames },
      bytes: { ...preAnswer.bytes, post: postBytes },
    };
  } catch (error) {
    await encoder.abort();
    throw error;
  } finally {
    replay.release();
    await Promise.all(
      [preEncodePath, restEncodePath, preSoundPath, postSoundPath].map((path) => rm(path, { force: true })),
    );
  }
}

async function writePoster(jpeg: Buffer, path: string): Promise<number> {
  await writeFile(`${path}.partial`, jpeg);
  await rename(`${path}.partial`, path);
  return jpeg.length;
}
