// What ffprobe says about a video file: codec, size, frame rate, frame count and duration. Used by the tests
// of the renderer, and fit for checking an operator's imported files.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolveMediaTools } from './resolve-media-tools.ts';

const run = promisify(execFile);

export interface VideoProbe {
  codec: string;
  width: number;
  height: number;
  /** Frames per second from the stream's nominal rate (r_frame_rate). */
  fps: number;
  frameCount: number;
  durationSeconds: number;
  /** When the video stream starts, s (0 for most files). */
  startSeconds: number;
  pixelFormat: string;
  /** Whether the file also carries a sound track. */
  hasAudio: boolean;
}

interface FfprobeOutput {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    r_frame_rate?: string;
    nb_frames?: string;
    duration?: string;
    start_time?: string;
    pix_fmt?: string;
  }[];
  format?: { duration?: string };
}

/** Rejects when the file is missing, unreadable, or has no video stream. */
export async function probeVideo(path: string): Promise<VideoProbe> {
  const { stdout } = await run(
    resolveMediaTools().ffprobe,
    [['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]].flat(),
  );
  const output = JSON.parse(stdout) as FfprobeOutput;
  const video = output.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.codec_name) throw new Error(`${path} has no video stream`);
  const [numerator = 0, denominator = 1] = (video.r_frame_rate ?? '0/1').split('/').map(Number);
  return {
    codec: video.codec_name,
    width: video.width ?? 0,
    height: video.height ?? 0,
    fps: denominator ? numerator / denominator : 0,
    frameCount: Number(video.nb_frames ?? 0),
    durationSeconds: Number(video.duration ?? output.format?.duration ?? 0),
    startSeconds: Number(video.start_time ?? 0),
    pixelFormat: video.pix_fmt ?? '',
    hasAudio: output.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}

export interface AudioProbe {
  codec: string;
  sampleRate: number;
  channels: number;
  durationSeconds: number;
  /** The size of every packet of the first sound track, in order, bytes. */
  packetBytes: number[];
}

/** The first sound track of a file and its packets' sizes; rejects when it has none. */
export async function probeAudio(path: string): Promise<AudioProbe> {
  const { stdout } = await run(resolveMediaTools().ffprobe, [
    ...['-v', 'error', '-select_streams', 'a:0', '-print_format', 'json'],
    ...['-show_streams', '-show_entries', 'packet=size', path],
  ]);
  const output = JSON.parse(stdout) as {
    streams?: { codec_name?: string; sample_rate?: string; channels?: number; duration?: string }[];
    packets?: { size?: string }[];
  };
  const audio = output.streams?.[0];
  if (!audio?.codec_name) throw new Error(`${path} has no sound track`);
  return {
    codec: audio.codec_name,
    sampleRate: Number(audio.sample_rate ?? 0),
    channels: audio.channels ?? 0,
    durationSeconds: Number(audio.duration ?? 0),
    packetBytes: (output.packets ?? []).map((packet) => Number(packet.size ?? 0)),
  };
}
