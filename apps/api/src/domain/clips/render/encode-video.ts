// An ffmpeg process fed raw I420 frames on stdin and writing H.264 MP4s with the index (moov) up front, so a
// browser can start playing before the whole file arrives. Files appear under their final names only once
// complete: a crash mid-render never leaves a truncated video that looks finished.
import { spawn } from 'node:child_process';
import { rename, rm, stat } from 'node:fs/promises';
import { AUDIO_OUTPUT_ARGUMENTS } from './render-settings.ts';
import type { X264Settings } from './render-settings.ts';
import { resolveMediaTools } from './resolve-media-tools.ts';

/** One file made from a stretch of the frames fed to the encoder. */
export interface VideoOutput {
  path: string;
  /** Input frames [firstFrame, firstFrame + frameCount) go into this file. */
  firstFrame: number;
  frameCount: number;
  x264: X264Settings;
  /** Frames of this file (counted from its start) that must be keyframes (IDR), so it can be cut there. */
  keyframes?: readonly number[];
  /** A WAV file encoded as this file's sound track (render-settings.ts), or none: a silent file. */
  audioPath?: string;
}

/** What becomes of the sound: dropped, encoded as the clips' track, or copied as it is. */
export type AudioTreatment = 'none' | 'encode' | 'copy';

export interface StartVideoEncoderOptions {
  width: number;
  height: number;
  fps: number;
  outputs: readonly VideoOutput[];
}

export interface VideoEncoder {
  /**
   * Sends one I420 frame. Resolves once ffmpeg has it (the pipe took the bytes), so the caller may then reuse the
   * buffer; awaiting it is also the back-pressure that keeps memory flat.
   */
  writeFrame(i420: Buffer): Promise<void>;
  /** Closes the input, waits for ffmpeg and moves the files into place; resolves to their sizes in bytes. */
  finish(): Promise<number[]>;
  abort(): Promise<void>;
}

/** Kept from ffmpeg's stderr for the error message. */
const STDERR_LIMIT = 4_000;

/**
 * The encoder and output options every H.264 file of a clip shares (rendered or imported): x264 on one thread,
 * so the same frames give the same bytes on any machine (the no-leak test compares files byte for byte, and
 * clips render in parallel instead), yuv420p for every browser, no metadata, moov first; no sound unless asked.
 */
export function h264OutputArguments(x264: X264Settings, audio: AudioTreatment = 'none'): string[] {
  const rate =
    x264.maxrateKbps === undefined
      ? []
      : ['-maxrate', `${x264.maxrateKbps}k`, '-bufsize', `${x264.bufsizeKbits ?? x264.maxrateKbps}k`];
  return [
    audio === 'none' ? ['-an'] : audio === 'copy' ? ['-c:a', 'copy'] : AUDIO_OUTPUT_ARGUMENTS,
    ['-c:v', 'libx264', '-preset', x264.preset, '-crf', String(x264.crf), ...rate],
    ['-x264-params', x264.params, '-threads', '1', '-pix_fmt', 'yuv420p'],
    ['-movflags', '+faststart', '-map_metadata', '-1', '-f', 'mp4'],
  ].flat();
}

/**
 * One ffmpeg process for all the files of a clip: frames cross the pipe once as I420 (no colour conversion in
 * ffmpeg) and a split/trim filter hands each output its stretch, so a frame shared by two files is sent once.
 */
export function startVideoEncoder({ width, height, fps, outputs }: StartVideoEncoderOptions): VideoEncoder {
  if (outputs.length === 0) throw new Error('an encoder needs at least one output');
  const partialPaths = outputs.map((output) => `${output.path}.partial`);
  const frameBytes = width * height + 2 * (width / 2) * (height / 2);
  const branches = outputs.map((_, i) => `[s${i}]`).join('');
  const filter = [
    `[0:v]split=${outputs.length}${branches}`,
    ...outputs.map(
      (output, i) =>
        `[s${i}]trim=start_frame=${output.firstFrame}:end_frame=${output.firstFrame + output.frameCount},` +
        `setpts=PTS-STARTPTS[o${i}]`,
    ),
  ].join(';');
  const audioInputs = [...new Set(outputs.flatMap((output) => (output.audioPath ? [output.audioPath] : [])))];
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${width}x${height}`, '-r', String(fps), '-i', 'pipe:0'],
    ...audioInputs.flatMap((path) => ['-i', path]),
    ['-filter_complex', filter, '-filter_complex_threads', '1'],
    ...outputs.map((output, i) => [
      ['-map', `[o${i}]`],
      output.audioPath ? ['-map', `${1 + audioInputs.indexOf(output.audioPath)}:a`] : [],
      // By time, exactly on a frame (frame n is at n / fps): the frame-count form is off by one in ffmpeg 5.
      output.keyframes?.length ? ['-force_key_frames', output.keyframes.map((n) => n / fps).join(',')] : [],
      h264OutputArguments(output.x264, output.audioPath ? 'encode' : 'none'),
      ['-y', partialPaths[i]!],
    ]),
  ].flat(3);
  const child = spawn(resolveMediaTools().encoder, args, { stdio: ['pipe', 'ignore', 'pipe'] });
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

  const removePartials = () => Promise.all(partialPaths.map((path) => rm(path, { force: true })));

  return {
    async writeFrame(i420) {
      if (i420.length !== frameBytes) throw new Error(`a frame must be ${frameBytes} bytes, got ${i420.length}`);
      if (failure || child.exitCode !== null) throw fail('ffmpeg stopped');
      const written = new Promise<void>((resolve, reject) => {
        child.stdin.write(i420, (error) => (error ? reject(error) : resolve()));
      });
      await Promise.race([written, exited.then(() => Promise.reject(fail('ffmpeg stopped')))]);
    },
    async finish() {
      child.stdin.end();
      const code = await exited;
      if (code !== 0) {
        await removePartials();
        throw fail(`ffmpeg exited with ${code}`);
      }
      return Promise.all(
        outputs.map(async (output, i) => {
          await rename(partialPaths[i]!, output.path);
          return (await stat(output.path)).size;
        }),
      );
    },
    async abort() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited.catch(() => null);
      await removePartials();
    },
  };
}
