import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padMp4ToSize } from './pad-mp4-to-size.ts';
import { probeVideo } from './probe-video.ts';
import { readMp4Boxes } from './read-mp4-boxes.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

describe('padMp4ToSize', () => {
  let dir: string;
  let source: string;
  let sourceBytes: number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gom-pad-'));
    source = join(dir, 'clip.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=160x90:r=25:d=1',
      '-c:v',
      'libx264',
      '-movflags',
      '+faststart',
      source,
    ]);
    sourceBytes = (await stat(source)).size;
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('appends a free box that makes the file exactly the size asked, and the video still plays', async () => {
    const path = join(dir, 'padded.mp4');
    await runFfmpeg(['-i', source, '-c', 'copy', '-movflags', '+faststart', path]);
    const before = (await stat(path)).size;
    await padMp4ToSize(path, before + 1234);
    expect((await stat(path)).size).toBe(before + 1234);
    const types = (await readMp4Boxes(path)).map((box) => box.type);
    expect(types.at(-1)).toBe('free');
    expect(types.indexOf('moov')).toBeLessThan(types.indexOf('mdat'));
    expect((await probeVideo(path)).frameCount).toBe(25);
    await runFfmpeg(['-xerror', '-i', path, '-f', 'null', '-']);
  });

  it('leaves a file of exactly the size alone and refuses one it cannot pad', async () => {
    await padMp4ToSize(source, sourceBytes);
    expect((await stat(source)).size).toBe(sourceBytes);
    // A free box needs 8 bytes: 1 to 7 spare bytes cannot be filled, and a larger file cannot shrink.
    await expect(padMp4ToSize(source, sourceBytes + 7)).rejects.toThrow(/too large/);
    await expect(padMp4ToSize(source, sourceBytes - 100)).rejects.toThrow(/too large/);
    expect((await stat(source)).size).toBe(sourceBytes);
  });
});
