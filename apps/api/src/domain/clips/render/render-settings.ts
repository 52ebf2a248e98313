// Output format of the rendered clips. Changing anything here (or how frames are drawn) changes the files a
// seed produces: bump RENDERER_VERSION so cached renders are redone.
import { FRAMES_PER_SECOND, PRE_ANSWER_FRAME_COUNT } from '../simulator/pitch.ts';

/** Part of a render cache key: bump when the look or the encoding of a clip changes. */
export const RENDERER_VERSION = 1;

/** 480p: numbers and the ball stay legible; a 10-clip first-start batch still renders in ~15–25 s on 2 cores. */
export const VIDEO_WIDTH_PX = 854;
export const VIDEO_HEIGHT_PX = 480;
export const VIDEO_FPS = FRAMES_PER_SECOND;

/** Every pre-answer video has exactly this many frames (4 s), whatever the clip, so its length tells nothing. */
export const PRE_ANSWER_VIDEO_FRAMES = PRE_ANSWER_FRAME_COUNT;
/** The post-answer video picks the action up this long before the strike, so the viewer finds their bearings. */
export const POST_ANSWER_LEAD_IN_S = 1.6;
/** …and lasts at least this long (starting earlier when the outcome comes fast), always longer than the pre-answer one. */
export const POST_ANSWER_MIN_S = 5;
/** The verdict ("GOAL!", "SAVED", …) shows over the last part of the post-answer video. */
export const VERDICT_S = 1;

/** x264 settings: flat synthetic pictures compress well; CRF 26 keeps lines and numbers crisp at ~55 KiB per second of 480p. */
export const X264_PRESET = 'veryfast';
export const X264_CRF = 26;
