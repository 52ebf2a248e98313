import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { resolveMediaTools } from '../../src/domain/clips/render/resolve-media-tools.ts';

const run = promisify(execFile);

/** A tiny real H.264 MP4 (ffmpeg's test pattern), different per `hue` so its content hash differs. */
export async function makeFixtureVideo(path: string, hue = 0, seconds = 0.4): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await run(resolveMediaTools().ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc=size=64x48:rate=10:duration=${seconds},hue=h=${hue}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', path],
  ]);
}
