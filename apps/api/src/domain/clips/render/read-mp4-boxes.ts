// The top-level boxes (atoms) of an MP4 file in file order, read from their headers without loading the file.
// A "faststart" file has its index (moov) before the media data (mdat).
import { open } from 'node:fs/promises';

export interface Mp4Box {
  type: string;
  offset: number;
  size: number;
}

const HEADER_BYTES = 16;

export async function readMp4Boxes(path: string): Promise<Mp4Box[]> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const boxes: Mp4Box[] = [];
    const header = Buffer.alloc(HEADER_BYTES);
    let offset = 0;
    while (offset + 8 <= fileSize) {
      await file.read(header, 0, HEADER_BYTES, offset);
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      // size 1: a 64-bit size follows the type; size 0: the box runs to the end of the file.
      if (size === 1) size = Number(header.readBigUInt64BE(8));
      else if (size === 0) size = fileSize - offset;
      if (size < 8) throw new Error(`${path}: malformed box '${type}' at ${offset}`);
      boxes.push({ type, offset, size });
      offset += size;
    }
    return boxes;
  } finally {
    await file.close();
  }
}
