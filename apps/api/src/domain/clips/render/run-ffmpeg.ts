// Runs ffmpeg to completion with the given arguments; rejects with the tail of its stderr when it fails. Files
// from outside go through the system's ffmpeg (the default); the renderer's own files may use the encoder build.
import { spawn } from 'node:child_process';
import { resolveMediaTools } from './resolve-media-tools.ts';

const STDERR_LIMIT = 4_000;

export async function runFfmpeg(args: readonly string[], binary = resolveMediaTools().ffmpeg): Promise<void> {
  const child = spawn(binary, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_LIMIT);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${stderr.trim() || 'no output'}`);
}
