// Where the ffmpeg and ffprobe binaries are: a system install on PATH wins (it is usually newer and built
// for the host), else the static binaries shipped inside the @ffmpeg-installer / @ffprobe-installer npm
// packages. Resolved once per process.
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

export interface MediaTools {
  /** For files from outside (operators' imports): the system's build when there is one, usually the newest. */
  ffmpeg: string;
  ffprobe: string;
  /**
   * For encoding the renderer's own frames: the packaged static build first. It is the same binary on every host,
   * so a render gives the same bytes everywhere, and it links nothing at start-up: a process costs ~10 ms of
   * CPU instead of ~90 ms for a distribution build with its hundred shared libraries, and a clip starts two.
   */
  encoder: string;
}

const require = createRequire(import.meta.url);
let resolved: MediaTools | null = null;

export function resolveMediaTools(): MediaTools {
  if (!resolved) {
    const packagedFfmpeg = tryPackagedBinary('@ffmpeg-installer/ffmpeg');
    const ffmpeg = findOnPath('ffmpeg') ?? packagedFfmpeg ?? packagedBinary('@ffmpeg-installer/ffmpeg');
    resolved = {
      ffmpeg,
      ffprobe: findOnPath('ffprobe') ?? packagedBinary('@ffprobe-installer/ffprobe'),
      encoder: packagedFfmpeg ?? ffmpeg,
    };
  }
  return resolved;
}

function findOnPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function tryPackagedBinary(packageName: string): string | null {
  try {
    return packagedBinary(packageName);
  } catch {
    return null;
  }
}

function packagedBinary(packageName: string): string {
  const { path } = require(packageName) as { path: string };
  // The packages set the execute bit in a postinstall script; an install that skipped scripts leaves the
  // binary without it, so set it here rather than fail.
  if (!isExecutable(path)) chmodSync(path, statSync(path).mode | 0o100);
  return path;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
