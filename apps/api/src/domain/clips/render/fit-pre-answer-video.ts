// Brings an encoded pre-answer video to exactly PRE_ANSWER_VIDEO_BYTES: every pre-answer video, rendered or
// imported, has the same size, so the size says nothing about the clip (see render-settings.ts). The VBV cap
// keeps encodes inside the budget; should one still come out too large, it is re-encoded under a lower cap
// (from itself: a rare, slightly softer second generation) rather than served at a telling size.
import { rename, rm, stat } from 'node:fs/promises';
import { h264OutputArguments } from './encode-video.ts';
import { MP4_BOX_HEADER_BYTES, padMp4ToSize } from './pad-mp4-to-size.ts';
import { PRE_ANSWER_VIDEO_BYTES, PRE_ANSWER_X264 } from './render-settings.ts';
import { resolveMediaTools } from './resolve-media-tools.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

/** Each re-encode lowers the cap to this share of the previous one. */
const REFIT_RATE_SHARE = 0.75;
const MAX_REFITS = 4;

export interface FitPreAnswerVideoOptions {
  path: string;
  /** Default PRE_ANSWER_VIDEO_BYTES; tests pass others. */
  bytes?: number;
  /** The ffmpeg that re-encodes it if needed: the renderer's encoder for its own files (the default). */
  binary?: string;
}

/** Resolves to the number of re-encodes it took (0 when the encode fitted, as it should). */
export async function fitPreAnswerVideo({
  path,
  bytes = PRE_ANSWER_VIDEO_BYTES,
  binary = resolveMediaTools().encoder,
}: FitPreAnswerVideoOptions): Promise<number> {
  let refits = 0;
  let x264 = PRE_ANSWER_X264;
  while ((await stat(path)).size > bytes - MP4_BOX_HEADER_BYTES) {
    if (refits === MAX_REFITS) throw new Error(`${path} does not fit in ${bytes} bytes after ${refits} re-encodes`);
    refits += 1;
    const maxrate = Math.floor((x264.maxrateKbps ?? 0) * REFIT_RATE_SHARE);
    x264 = { ...x264, maxrateKbps: maxrate, bufsizeKbits: maxrate };
    const refitPath = `${path}.refit`;
    try {
      // The sound track, if any, is kept as it is: only the picture is re-encoded smaller.
      await runFfmpeg(
        ['-i', path, '-map', '0:v:0', '-map', '0:a?', ...h264OutputArguments(x264, 'copy'), '-y', refitPath],
        binary,
      );
      await rename(refitPath, path);
    } finally {
      await rm(refitPath, { force: true });
    }
  }
  await padMp4ToSize(path, bytes);
  return refits;
}
