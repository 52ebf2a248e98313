// What the slow-motion replay needs: the frames it shows again, kept as they were drawn, and its "REPLAY" tag.
// Kept frames live in buffers lent by a pool that outlives a render: a clip keeps ~26 frames (16 MB at 854×480),
// and on this kind of machine fresh memory costs ~4 µs a kB in page faults, more than the replay saves.
import { createCanvas } from '@napi-rs/canvas';
import { ceilEven, createI420Image, createI420Overlay } from './compose-i420-frame.ts';
import type { I420Image, I420Overlay } from './compose-i420-frame.ts';
import { FONT_FAMILY } from './fonts.ts';

/** The tag's distance from the top-right corner, as a share of the picture's height. */
export const REPLAY_TAG_MARGIN_SHARE = 0.04;
/** Its lettering: 30 px in a 480 px tall picture, ~13 CSS px on a 390 px wide phone. */
export const REPLAY_TAG_TEXT_SHARE = 30 / 480;

const pool = new Map<string, I420Image[]>();

export interface ReplayStore {
  /** A buffer to copy timeline frame `index` into, kept until release. */
  keep(index: number): I420Image;
  get(index: number): I420Image | undefined;
  /** Gives the buffers back to the pool. */
  release(): void;
}

export function createReplayStore(width: number, height: number): ReplayStore {
  const key = `${width}x${height}`;
  const free = pool.get(key) ?? [];
  pool.set(key, free);
  const kept = new Map<number, I420Image>();
  return {
    keep(index) {
      const image = kept.get(index) ?? free.pop() ?? createI420Image(width, height);
      kept.set(index, image);
      return image;
    },
    get: (index) => kept.get(index),
    release() {
      free.push(...kept.values());
      kept.clear();
    },
  };
}

/** The tag laid over every replay frame, like a broadcaster's: white on red, ready to blend into I420. */
export function createReplayTag(width: number, height: number): I420Overlay {
  const size = Math.round(REPLAY_TAG_TEXT_SHARE * height);
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = `bold italic ${size}px ${FONT_FAMILY}`;
  const text = 'REPLAY';
  const canvas = createCanvas(
    Math.min(width, ceilEven(measure.measureText(text).width + size)),
    Math.min(height, ceilEven(size * 1.5)),
  );
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgba(200, 16, 46, 0.92)';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.font = measure.font;
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, canvas.width / 2, canvas.height / 2 + 1);
  return createI420Overlay(canvas);
}
