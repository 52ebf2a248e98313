// Renders one clip into its two videos and a poster: the pre-answer video (a fixed 4 s that ends before the
// strike), the post-answer video (from shortly before the strike through the outcome, with the verdict over
// its last second) and a JPEG of the first frame. Frames are drawn once and fed to both encoders; the loop
// yields to the event loop after every frame so a server can render in the background.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Timeline } from '../simulator/types.ts';
import { describeVerdict } from './describe-verdict.ts';
import { createFrameScene, drawFrame, readFramePixels } from './draw-frame.ts';
import type { Verdict } from './draw-frame.ts';
import { startVideoEncoder } from './encode-video.ts';
import type { VideoEncoder } from './encode-video.ts';
import type { RenderClipInfo } from './render-types.ts';
import {
  POST_ANSWER_LEAD_IN_S,
  POST_ANSWER_MIN_S,
  PRE_ANSWER_VIDEO_FRAMES,
  VERDICT_S,
  VIDEO_FPS,
  VIDEO_HEIGHT_PX,
  VIDEO_WIDTH_PX,
} from './render-settings.ts';

export const PRE_VIDEO_FILE = 'pre.mp4';
export const POST_VIDEO_FILE = 'post.mp4';
export const POSTER_FILE = 'poster.jpg';
const POSTER_JPEG_QUALITY = 82;

export interface RenderClipOptions {
  timeline: Timeline;
  clip: RenderClipInfo;
  /** Created if missing; receives pre.mp4, post.mp4 and poster.jpg. */
  outDir: string;
  width?: number;
  height?: number;
}

export interface RenderedClip {
  preVideoPath: string;
  postVideoPath: string;
  posterPath: string;
  durations: { preSeconds: number; postSeconds: number };
  frames: { pre: number; post: number };
  bytes: { pre: number; post: number; poster: number };
}

export async function renderClip({
  timeline,
  clip,
  outDir,
  width = VIDEO_WIDTH_PX,
  height = VIDEO_HEIGHT_PX,
}: RenderClipOptions): Promise<RenderedClip> {
  // The no-leak guarantee rests on these: every pre-answer video has the same length and stops short of the strike.
  if (timeline.fps !== VIDEO_FPS) throw new Error(`timelines must run at ${VIDEO_FPS} fps, got ${timeline.fps}`);
  if (timeline.preAnswerFrameCount !== PRE_ANSWER_VIDEO_FRAMES || PRE_ANSWER_VIDEO_FRAMES > timeline.strikeFrame) {
    throw new Error('the pre-answer part must be the fixed frame count and end before the strike');
  }
  const preFrames = PRE_ANSWER_VIDEO_FRAMES;
  const postStart = Math.max(
    0,
    Math.min(
      timeline.strikeFrame - Math.round(POST_ANSWER_LEAD_IN_S * VIDEO_FPS),
      timeline.frameCount - Math.round(POST_ANSWER_MIN_S * VIDEO_FPS),
    ),
  );
  const postFrames = timeline.frameCount - postStart;
  const verdictStart = Math.max(timeline.decidedFrame, timeline.frameCount - Math.round(VERDICT_S * VIDEO_FPS));
  const verdictFrames = timeline.frameCount - verdictStart;
  const verdictText = describeVerdict(timeline.outcome, timeline.missKind);

  await mkdir(outDir, { recursive: true });
  const preVideoPath = join(outDir, PRE_VIDEO_FILE);
  const postVideoPath = join(outDir, POST_VIDEO_FILE);
  const posterPath = join(outDir, POSTER_FILE);
  const scene = createFrameScene({ timeline, clip, width, height });
  const pre = startVideoEncoder({ outPath: preVideoPath, width, height, fps: VIDEO_FPS });
  const post = startVideoEncoder({ outPath: postVideoPath, width, height, fps: VIDEO_FPS });
  const encoders: VideoEncoder[] = [pre, post];
  try {
    let posterBytes = 0;
    for (let index = 0; index < timeline.frameCount; index++) {
      const verdict: Verdict | null =
        index >= verdictStart
          ? { text: verdictText, goal: timeline.outcome === 'goal', progress: (index - verdictStart) / verdictFrames }
          : null;
      drawFrame(scene, index, verdict);
      if (index === 0)
        posterBytes = await writePoster(scene.canvas.encodeSync('jpeg', POSTER_JPEG_QUALITY), posterPath);
      const rgba = readFramePixels(scene);
      const writes: Promise<void>[] = [];
      if (index < preFrames) writes.push(pre.writeFrame(rgba));
      if (index >= postStart) writes.push(post.writeFrame(rgba));
      await Promise.all(writes);
      await yieldToEventLoop();
    }
    const [preBytes, postBytes] = await Promise.all([pre.finish(), post.finish()]);
    return {
      preVideoPath,
      postVideoPath,
      posterPath,
      durations: { preSeconds: preFrames / VIDEO_FPS, postSeconds: postFrames / VIDEO_FPS },
      frames: { pre: preFrames, post: postFrames },
      bytes: { pre: preBytes, post: postBytes, poster: posterBytes },
    };
  } catch (error) {
    await Promise.all(encoders.map((encoder) => encoder.abort()));
    throw error;
  }
}

async function writePoster(jpeg: Buffer, path: string): Promise<number> {
  await writeFile(`${path}.partial`, jpeg);
  await rename(`${path}.partial`, path);
  return jpeg.length;
}
