// Joins MP4 files of the same H.264 settings into one without re-encoding (ffmpeg's concat demuxer, stream copy),
// each from an optional start time that must fall on a keyframe. The renderer builds the post-answer video from
// the end of the pre-answer encode and the encode of the rest: no frame is encoded twice.
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { resolveMediaTools } from './resolve-media-tools.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

export interface Mp4Part {
  path: string;
  /** Seconds into the file where this part starts; a keyframe must be there. */
  fromSeconds?: number;
}

export interface ConcatenateMp4Options {
  parts: readonly Mp4Part[];
  outPath: string;
}

/** Resolves to the size of the joined file, which appears under `outPath` only once complete. */
export async function concatenateMp4({ parts, outPath }: ConcatenateMp4Options): Promise<number> {
  const listPath = `${outPath}.list`;
  const partialPath = `${outPath}.partial`;
  const list = [
    'ffconcat version 1.0',
    ...parts.flatMap((part) => [
      `file ${quote(part.path)}`,
      ...(part.fromSeconds ? [`inpoint ${part.fromSeconds}`] : []),
    ]),
  ].join('\n');
  try {
    await writeFile(listPath, `${list}\n`);
    await runFfmpeg(
      [
        ['-f', 'concat', '-safe', '0', '-i', listPath, '-map', '0:v:0', '-c', 'copy'],
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
