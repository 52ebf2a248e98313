// An ffmpeg process fed raw RGBA frames on stdin and writing an H.264 MP4 with the index (moov) up front, so
// a browser can start playing before the whole file arrives. The file appears under its final name only once
// complete: a crash mid-render never leaves a truncated video that looks finished.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rename, rm, stat } from 'node:fs/promises';
import { resolveMediaTools } from './resolve-media-tools.ts';
import { X264_CRF, X264_PRESET } from './render-settings.ts';

export interface StartVideoEncoderOptions {
  outPath: string;
  width: number;
  height: number;
  fps: number;
}

export interface VideoEncoder {
  /** Resolves once ffmpeg can take more: awaiting it is the back-pressure that keeps memory flat. */
  writeFrame(rgba: Buffer): Promise<void>;
  /** Closes the input, waits for ffmpeg and moves the file into place; resolves to its size in bytes. */
  finish(): Promise<number>;
  abort(): Promise<void>;
}

/** Kept from ffmpeg's stderr for the error message. */
const STDERR_LIMIT = 4_000;

export function startVideoEncoder({ outPath, width, height, fps }: StartVideoEncoderOptions): VideoEncoder {
  const partialPath = `${outPath}.partial`;
  const frameBytes = width * height * 4;
  // One encoder thread: clips are rendered in parallel instead, and x264's output is then the same bytes for
  // the same frames on any machine size (the no-leak test compares files byte for byte).
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-r', String(fps), '-i', 'pipe:0'],
    ['-an', '-c:v', 'libx264', '-preset', X264_PRESET, '-crf', String(X264_CRF), '-threads', '1'],
    ['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-map_metadata', '-1', '-f', 'mp4', '-y', partialPath],
  ].flat();
  const child = spawn(resolveMediaTools().ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < STDERR_LIMIT) stderr += chunk;
  });
  let failure: Error | null = null;
  // A write after ffmpeg died raises EPIPE on stdin; the exit code tells the real story.
  child.stdin.on('error', (error) => {
    failure ??= error;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  exited.catch((error: Error) => {
    failure ??= error;
  });

  const fail = (message: string): Error => new Error(`${message}: ${stderr.trim() || failure?.message || 'no output'}`);

  return {
    async writeFrame(rgba) {
      if (rgba.length !== frameBytes) throw new Error(`a frame must be ${frameBytes} bytes, got ${rgba.length}`);
      if (failure || child.exitCode !== null) throw fail('ffmpeg stopped');
      if (!child.stdin.write(rgba)) {
        await Promise.race([once(child.stdin, 'drain'), exited]);
      }
    },
    async finish() {
      child.stdin.end();
      const code = await exited;
      if (code !== 0) {
        await rm(partialPath, { force: true });
        throw fail(`ffmpeg exited with ${code}`);
      }
      await rename(partialPath, outPath);
      return (await stat(outPath)).size;
    },
    async abort() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited.catch(() => null);
      await rm(partialPath, { force: true });
    },
  };
}
