// An operator's post-answer video in the renderer's format: 854 × 480 letterboxed, 25 fps, H.264 yuv420p without
// sound, moov first. Its length and size stay what they are: it is only served after the answer.
import { rename, rm, stat } from 'node:fs/promises';
import { h264OutputArguments } from './encode-video.ts';
import { fitToVideoFrameFilters } from './fit-to-video-frame.ts';
import { probeVideo } from './probe-video.ts';
import { POST_ANSWER_X264, VIDEO_FPS } from './render-settings.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import type { TranscodedVideo, TranscodeVideoOptions } from './transcode-pre-answer-video.ts';

export async function transcodePostAnswerVideo({
  inputPath,
  outPath,
}: TranscodeVideoOptions): Promise<TranscodedVideo> {
  const partialPath = `${outPath}.partial`;
  try {
    await runFfmpeg(
      [
        ['-i', inputPath, '-map', '0:v:0', '-vf', fitToVideoFrameFilters().join(','), '-r', String(VIDEO_FPS)],
        h264OutputArguments(POST_ANSWER_X264),
        ['-y', partialPath],
      ].flat(),
    );
    const probe = await probeVideo(partialPath);
    await rename(partialPath, outPath);
    return { bytes: (await stat(outPath)).size, durationMs: Math.round((probe.frameCount / VIDEO_FPS) * 1000) };
  } finally {
    await rm(partialPath, { force: true });
  }
}
