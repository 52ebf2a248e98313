// Joins MP4 files of the same H.264 settings into one without re-encoding (ffmpeg's concat demuxer, stream copy),
// each from an optional start time that must fall on a keyframe. The renderer builds the post-answer video from
// the end of the pre-answer encode and the encode of the rest: no frame is encoded twice. Its sound track, when
// given, is encoded here in one piece (two MP3 encodes joined would click at the seam).
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { AUDIO_OUTPUT_ARGUMENTS } from './render-settings.ts';
import { resolveMediaTools } from './resolve-media-tools.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

export interface Mp4Part {
  path: string;
  /** Seconds into the file where this part starts; a keyframe must be there. */
  fromSeconds?: number;
  /** Seconds into the file where this part ends, and the next starts: for a part whose sound outlasts its picture. */
  toSeconds?: number;
}

export interface ConcatenateMp4Options {
  parts: readonly Mp4Part[];
  outPath: string;
  /** A WAV file encoded as the joined file's sound track (the parts' own sound is not used). */
  audioPath?: string;
}

/** The MP4 track id ffmpeg gives the first stream it writes, the video in every file of the renderer. */
const VIDEO_TRACK_ID = 1;

/** Resolves to the size of the joined file, which appears under `outPath` only once complete. */
export async function concatenateMp4({ parts, outPath, audioPath }: ConcatenateMp4Options): Promise<number> {
  const listPath = `${outPath}.list`;
  const partialPath = `${outPath}.partial`;
  const list = [
    'ffconcat version 1.0',
    // Only the picture of each part (track 1 of the renderer's files): parts may differ in having sound.
    'stream',
    `exact_stream_id ${VIDEO_TRACK_ID}`,
    ...parts.flatMap((part) => [
      `file ${quote(part.path)}`,
      ...(part.fromSeconds ? [`inpoint ${part.fromSeconds}`] : []),
      ...(part.toSeconds ? [`outpoint ${part.toSeconds}`] : []),
    ]),
  ].join('\n');
  try {
    await writeFile(listPath, `${list}\n`);
    await runFfmpeg(
      [
        ['-f', 'concat', '-safe', '0', '-i', listPath],
        audioPath ? ['-i', audioPath, '-map', '0:v:0', '-map', '1:a', '-c:v', 'copy', ...AUDIO_OUTPUT_ARGUMENTS] : [],
        audioPath ? [] : ['-map', '0:v:0', '-c', 'copy'],
        ['-movflags', '+faststart', '-map_metadata', '-1', '-f', 'mp4', '-y', partialPath],
      ].flat(),
      resolveMediaTools().encoder,
    );
    await rename(partialPath, outPath);
    return (await stat(outPath)).size;
  } finally {
    await Promise.all([rm(listPath, { force: true }), rm(partialPath, { force: true })]);
  }
}

/** The concat list's quoting: inside single quotes, a quote is written '\''. */
function quote(path: string): string {
  return `'${path.replaceAll("'", "'\\''")}'`;
}
