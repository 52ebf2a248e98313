// An operator's pre-answer video made into exactly what the renderer makes: 854 × 480, 25 fps, exactly 100
// frames (4.00 s), H.264 yuv420p without sound, moov first, under the same VBV cap and padded to exactly
// PRE_ANSWER_VIDEO_BYTES. The pre-answer part ends just before the strike, so the last 4 s are kept; a shorter
// video is held on its first frame at the start. Imported and rendered clips then look alike in size, length
// and timing, and none of them tells anything about its outcome by its file.
import { rename, rm } from 'node:fs/promises';
import { h264OutputArguments } from './encode-video.ts';
import { fitPreAnswerVideo } from './fit-pre-answer-video.ts';
import { fitToVideoFrameFilters } from './fit-to-video-frame.ts';
import { probeVideo } from './probe-video.ts';
import { PRE_ANSWER_VIDEO_BYTES, PRE_ANSWER_VIDEO_FRAMES, PRE_ANSWER_X264, VIDEO_FPS } from './render-settings.ts';
import { resolveMediaTools } from './resolve-media-tools.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

/** Decoding starts this much earlier than the last 4 s, so rounding to frames never leaves the window short. */
const SEEK_MARGIN_S = 0.25;

export interface TranscodeVideoOptions {
  /** Any video ffmpeg reads: any size, length, codec, with or without sound. */
  inputPath: string;
  /** Written whole or not at all (made under a temporary name). */
  outPath: string;
}

export interface TranscodedVideo {
  bytes: number;
  durationMs: number;
}

export async function transcodePreAnswerVideo({ inputPath, outPath }: TranscodeVideoOptions): Promise<TranscodedVideo> {
  const probe = await probeVideo(inputPath);
  const windowSeconds = PRE_ANSWER_VIDEO_FRAMES / VIDEO_FPS;
  const seekSeconds = Math.max(0, probe.durationSeconds - windowSeconds - SEEK_MARGIN_S);
  const frames = PRE_ANSWER_VIDEO_FRAMES;
  const filters = [
    ...fitToVideoFrameFilters(),
    // The last 100 frames, with the first frame repeated in front when there are fewer: reversed, cut to 100,
    // padded at the end with the (originally first) frame, cut again, and turned back. Only ~4 s are buffered.
    'reverse',
    `trim=end_frame=${frames}`,
    `tpad=stop_mode=clone:stop=${frames}`,
    `trim=end_frame=${frames}`,
    'reverse',
    `setpts=N/${VIDEO_FPS}/TB`,
  ];
  const partialPath = `${outPath}.partial`;
  try {
    await runFfmpeg(
      [
        ['-ss', seekSeconds.toFixed(3), '-i', inputPath],
        ['-map', '0:v:0', '-vf', filters.join(','), '-frames:v', String(frames), '-r', String(VIDEO_FPS)],
        h264OutputArguments(PRE_ANSWER_X264),
        ['-y', partialPath],
      ].flat(),
    );
    await fitPreAnswerVideo({ path: partialPath, binary: resolveMediaTools().ffmpeg });
    await rename(partialPath, outPath);
  } finally {
    await rm(partialPath, { force: true });
  }
  return { bytes: PRE_ANSWER_VIDEO_BYTES, durationMs: (frames / VIDEO_FPS) * 1000 };
}
