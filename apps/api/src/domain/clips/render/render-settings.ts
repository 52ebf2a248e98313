// Output format of the rendered clips. Changing anything here (or how frames are drawn) changes the files a
// seed produces: bump RENDERER_VERSION so cached renders are redone.
import { FRAMES_PER_SECOND, PRE_ANSWER_FRAME_COUNT } from '../simulator/pitch.ts';

/** Part of a render cache key: bump when the look or the encoding of a clip changes. */
export const RENDERER_VERSION = 8;

/** 480p: numbers and the ball stay legible; a 10-clip first-start batch renders in ~5 s on 2 idle cores. */
export const VIDEO_WIDTH_PX = 854;
export const VIDEO_HEIGHT_PX = 480;
export const VIDEO_FPS = FRAMES_PER_SECOND;

/** Every pre-answer video has exactly this many frames (4 s), whatever the clip, so its length tells nothing. */
export const PRE_ANSWER_VIDEO_FRAMES = PRE_ANSWER_FRAME_COUNT;
/** The post-answer video picks the action up this long before the strike, so the viewer finds their bearings. */
export const POST_ANSWER_LEAD_IN_S = 1.6;
/** …and lasts at least this long (its last frame holds when the outcome comes fast), always longer than the pre-answer one. */
export const POST_ANSWER_MIN_S = 5;
/** The verdict ("GOAL!", "SAVED", …) shows over the last part of the post-answer video, on the outcome's frame. */
export const VERDICT_S = 1;
/** After the outcome the live action runs on this long (the first of the reaction), then the replay. */
export const REACTION_S = 0.5;
/** The replay shows this much before the outcome, at half speed. */
export const REPLAY_SOURCE_S = 1;

/**
 * Every rendered clip has a mono sound track: MP3 (MPEG-2 layer III) at 24 kHz and a constant 24 kbit/s. At that
 * rate and bit rate every MP3 frame (576 samples, 24 ms) is exactly 72 bytes whatever it sounds like, so a roar
 * and a groan cost the same bytes per second and the track's size says nothing about the outcome (AAC from
 * ffmpeg's encoder varies its packet sizes with the content). 3,000 bytes per second.
 */
export const AUDIO_SAMPLE_RATE_HZ = 24_000;
export const AUDIO_BITRATE_KBPS = 24;
export const AUDIO_FRAME_BYTES = 72;
/** ffmpeg output options of the sound track. */
export const AUDIO_OUTPUT_ARGUMENTS: readonly string[] = [
  ...['-c:a', 'libmp3lame', '-b:a', `${AUDIO_BITRATE_KBPS}k`, '-ar', String(AUDIO_SAMPLE_RATE_HZ), '-ac', '1'],
];

/** How x264 encodes a video: preset, quality (CRF), extra x264 parameters and an optional VBV cap. */
export interface X264Settings {
  preset: string;
  crf: number;
  /** `-x264-params`, key=value pairs joined by ':'. */
  params: string;
  /** A VBV cap: never more than maxrate on average over any stretch, with a buffer of bufsize. */
  maxrateKbps?: number;
  bufsizeKbits?: number;
}

/**
 * 'superfast' with MB-tree rate control put back (the preset turns it off) and no B-frames. The picture is a still
 * stadium panned by whole pixels with figures moving over it: MB-tree, which spends bits on the blocks later
 * frames copy, almost halves the size for no extra time; B-frames would save another 20 % of the size for 45 %
 * more encoding time, which the fixed pre-answer budget makes the wrong trade (measured on rendered clips with the
 * packaged ffmpeg: 2.3 ms a frame instead of 3.3, 'veryfast' 3.3 ms for 15 % less size).
 * Stitchable headers and a fixed level make the parameter sets of every encode identical, so the post-answer
 * video can be the tail of the pre-answer encode followed by another encode, joined without re-encoding.
 */
const X264_PRESET = 'superfast';
const X264_PARAMS = 'mbtree=1:rc-lookahead=10:bframes=0:stitchable=1:level=3.1';

/** The post-answer video: no size rule, only quality. */
export const POST_ANSWER_X264: X264Settings = { preset: X264_PRESET, crf: 28, params: X264_PARAMS };

/**
 * Every pre-answer video is exactly this many bytes, whatever the clip (a rendered one or an operator's import):
 * sizes would otherwise follow the situation (a free kick compresses better than a cross), situations predict
 * outcomes, and a size (or a HEAD request's Content-Length) would even identify a clip. Encoded under the VBV cap
 * below, then padded with an MP4 `free` box (fit-pre-answer-video.ts). 163 kB over 4 s is 40.75 kB per second,
 * 3 kB of it sound.
 */
export const PRE_ANSWER_VIDEO_BYTES = 163_000;
/**
 * Of which the sound track takes at most this much: 4 s of 72-byte MP3 frames (167, plus the encoder's few
 * frames of delay) and their index; the rest is the same video budget as before the clips had sound.
 */
const PRE_ANSWER_AUDIO_BYTES = 13_000;
/** Kept for the MP4 boxes around the H.264 data (a faststart moov for 100 frames is ~1.5 kB) and the padding. */
const PRE_ANSWER_CONTAINER_BYTES = 4_000;
/** x264 starts with its VBV buffer this full, so at most this share of bufsize comes on top of maxrate × 4 s. */
const VBV_INITIAL_FULLNESS = 0.9;
const PRE_ANSWER_SECONDS = PRE_ANSWER_VIDEO_FRAMES / VIDEO_FPS;
/** The buffer holds one second at the cap: enough for the first keyframe, short enough to bind. */
const PRE_ANSWER_BUFFER_SECONDS = 1;
/** The cap that keeps the H.264 data of a pre-answer video inside its budget: ~236 kbit/s. */
const PRE_ANSWER_MAXRATE_KBPS = Math.floor(
  ((PRE_ANSWER_VIDEO_BYTES - PRE_ANSWER_AUDIO_BYTES - PRE_ANSWER_CONTAINER_BYTES) * 8) /
    1000 /
    (PRE_ANSWER_SECONDS + VBV_INITIAL_FULLNESS * PRE_ANSWER_BUFFER_SECONDS),
);

/** The pre-answer video: the same quality target as the post-answer one, under the cap that fits the budget. */
export const PRE_ANSWER_X264: X264Settings = {
  preset: X264_PRESET,
  crf: 28,
  params: `${X264_PARAMS}:vbv-init=${VBV_INITIAL_FULLNESS}`,
  maxrateKbps: PRE_ANSWER_MAXRATE_KBPS,
  bufsizeKbits: PRE_ANSWER_MAXRATE_KBPS * PRE_ANSWER_BUFFER_SECONDS,
};
