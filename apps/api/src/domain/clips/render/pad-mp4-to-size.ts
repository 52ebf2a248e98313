// Pads a finished MP4 to an exact size with a top-level `free` box at its end: a box every player skips, after
// the media data, so the file plays and streams as before (the index stays up front).
import { open } from 'node:fs/promises';
import { readMp4Boxes } from './read-mp4-boxes.ts';

/** A box header: 32-bit size and 4-character type. */
export const MP4_BOX_HEADER_BYTES = 8;
const FREE_BOX_TYPE = 'free';

/**
 * Makes the file at `path` exactly `bytes` long. It must be a well-formed MP4 no larger than `bytes` − 8 (the
 * smallest box), or already exactly `bytes`; anything else throws and leaves the file as it was.
 */
export async function padMp4ToSize(path: string, bytes: number): Promise<void> {
  const boxes = await readMp4Boxes(path);
  const last = boxes[boxes.length - 1];
  const size = last ? last.offset + last.size : 0;
  if (!last || !boxes.some((box) => box.type === 'moov')) throw new Error(`${path} is not an MP4 file`);
  if (size === bytes) return;
  const gap = bytes - size;
  if (gap < MP4_BOX_HEADER_BYTES) {
    throw new Error(
      `${path} is ${size} bytes: too large to pad to ${bytes} (needs at least ${MP4_BOX_HEADER_BYTES} spare)`,
    );
  }
  if (gap > 0xffff_ffff) throw new Error(`padding ${gap} bytes needs a 64-bit box`);
  const file = await open(path, 'r+');
  try {
    // A last box with size 0 would run "to the end of the file" and swallow the padding.
    const header = Buffer.alloc(4);
    await file.read(header, 0, 4, last.offset);
    if (header.readUInt32BE(0) === 0) throw new Error(`${path}: the last box runs to the end of the file`);
    const free = Buffer.alloc(gap);
    free.writeUInt32BE(gap, 0);
    free.write(FREE_BOX_TYPE, 4, 'latin1');
    await file.write(free, 0, gap, size);
  } finally {
    await file.close();
  }
}
