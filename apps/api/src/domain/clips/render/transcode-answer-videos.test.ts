import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from './probe-video.ts';
import { readMp4Boxes } from './read-mp4-boxes.ts';
import { PRE_ANSWER_VIDEO_BYTES, VIDEO_FPS, VIDEO_HEIGHT_PX, VIDEO_WIDTH_PX } from './render-settings.ts';
import { resolveMediaTools } from './resolve-media-tools.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { transcodePostAnswerVideo } from './transcode-post-answer-video.ts';
import { transcodePreAnswerVideo } from './transcode-pre-answer-video.ts';

const run = promisify(execFile);
/** Frames are compared as 16 × 9 thumbnails: enough to tell red from a test pattern or one moment from another. */
const THUMB = { width: 16, height: 9 };

/** Mean RGB of frame `index` and the raw thumbnail, decoded from `path`. */
async function thumbnail(path: string, index: number): Promise<{ mean: [number, number, number]; pixels: Buffer }> {
  const { stdout } = await run(
    resolveMediaTools().ffmpeg,
    [
      ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${index}),scale=${THUMB.width}:${THUMB.height}`],
      ['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ].flat(),
    { encoding: 'buffer' },
  );
  const mean: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < stdout.length; i += 3)
    for (let c = 0; c < 3; c++) mean[c]! += stdout[i + c]! / (stdout.length / 3);
  return { mean, pixels: stdout };
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

async function expectRenderProfile(path: string): Promise<void> {
  const probe = await probeVideo(path);
  expect(probe).toMatchObject({
    codec: 'h264',
    width: VIDEO_WIDTH_PX,
    height: VIDEO_HEIGHT_PX,
    fps: VIDEO_FPS,
    pixelFormat: 'yuv420p',
    hasAudio: false,
  });
  const types = (await readMp4Boxes(path)).map((box) => box.type);
  expect(types.indexOf('moov')).toBeLessThan(types.indexOf('mdat'));
  await runFfmpeg(['-xerror', '-i', path, '-f', 'null', '-']);
}

describe("transcoding operators' videos", () => {
  let dir: string;
  let wide: string;
  let short: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gom-transcode-'));
    // 1280 × 720 at 30 fps with a tone: 2 s of red, then 4 s of moving test pattern (the part to keep).
    wide = join(dir, 'wide.mp4');
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', 'color=c=red:s=1280x720:r=30:d=2[a];testsrc2=s=1280x720:r=30:d=4[b];[a][b]concat'],
      ...['-f', 'lavfi', '-i', 'sine=f=440:d=6', '-c:v', 'libx264', '-c:a', 'aac', '-shortest', wide],
    ]);
    // 320 × 240 (4:3), 2.5 s: shorter than a pre-answer video.
    short = join(dir, 'short.mp4');
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=25:d=2.5', '-c:v', 'libx264', short]);
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('makes a pre-answer video of the rendered profile and exact size from its last 4 s', async () => {
    const out = join(dir, 'wide-pre.mp4');
    expect(await transcodePreAnswerVideo({ inputPath: wide, outPath: out })).toEqual({
      bytes: PRE_ANSWER_VIDEO_BYTES,
      durationMs: 4000,
    });
    expect((await stat(out)).size).toBe(PRE_ANSWER_VIDEO_BYTES);
    await expectRenderProfile(out);
    expect(await probeVideo(out)).toMatchObject({ frameCount: 100, durationSeconds: 4 });
    // The red opening is cut: the first frame is already the test pattern.
    const [red, green] = (await thumbnail(out, 0)).mean;
    expect(red - green).toBeLessThan(100);
  }, 60_000);

  it('holds the first frame of a short video at the start to make up the 4 s, at the same exact size', async () => {
    const out = join(dir, 'short-pre.mp4');
    expect(await transcodePreAnswerVideo({ inputPath: short, outPath: out })).toEqual({
      bytes: PRE_ANSWER_VIDEO_BYTES,
      durationMs: 4000,
    });
    expect((await stat(out)).size).toBe(PRE_ANSWER_VIDEO_BYTES);
    await expectRenderProfile(out);
    expect((await probeVideo(out)).frameCount).toBe(100);
    // 2.5 s is 62–63 frames: the first ~37 are the held first frame, the last is the video's last moment.
    const [first, held, last] = await Promise.all([thumbnail(out, 0), thumbnail(out, 35), thumbnail(out, 99)]);
    expect(meanDifference(first.pixels, held.pixels)).toBeLessThan(2);
    expect(meanDifference(first.pixels, last.pixels)).toBeGreaterThan(5);
    // 4:3 in 16:9: black bars left and right.
    expect(first.pixels[0]! + first.pixels[1]! + first.pixels[2]!).toBeLessThan(30);
  }, 60_000);

  it('makes a post-answer video of the rendered profile, keeping its length', async () => {
    for (const [input, seconds] of [
      [wide, 6],
      [short, 2.5],
    ] as const) {
      const out = join(dir, `post-${seconds}.mp4`);
      const result = await transcodePostAnswerVideo({ inputPath: input, outPath: out });
      expect(result.bytes).toBe((await stat(out)).size);
      expect(result.durationMs).toBeGreaterThanOrEqual(seconds * 1000 - 40);
      expect(result.durationMs).toBeLessThanOrEqual(seconds * 1000 + 40);
      await expectRenderProfile(out);
    }
  }, 60_000);
});
