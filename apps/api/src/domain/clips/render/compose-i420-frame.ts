// Frames leave the renderer as I420 (planar YUV 4:2:0, what x264 encodes), composed here rather than in ffmpeg:
// the static scene is converted once per clip, and each frame copies its window of it and converts only the
// rectangles where something moves, read back from the canvas. Reading a whole RGBA frame back (1.6 MB, a new
// buffer every time) and converting it in ffmpeg cost more than drawing it: page faults on fresh memory, the
// garbage collector chasing external buffers, and swscale's RGB→YUV at ~2 ms a frame. Here a frame is 0.6 MB,
// written into buffers the clip reuses, and the conversion touches a fifth of the pixels.
//
// Colours follow BT.601 with limited range, as ffmpeg's RGB→YUV does by default, so the videos look as before.
// The camera pans by even numbers of pixels (plan-camera-path.ts), so a window of the static picture lines up
// with its chroma samples and copies exactly.
import type { Canvas } from '@napi-rs/canvas';
import type { Context, ScreenBox } from './draw-shapes.ts';

/** A picture in I420 layout: the Y plane, then U and V at half the width and height. */
export interface I420Image {
  width: number;
  height: number;
  data: Buffer;
}

/** Dirty areas are read back in tiles of this many pixels (even, for the chroma). */
const TILE_PX = 8;

function i420Bytes(width: number, height: number): number {
  return width * height + 2 * (width / 2) * (height / 2);
}

/** The even number at or above `value`: I420 sizes and offsets are even, for the chroma samples. */
export function ceilEven(value: number): number {
  return 2 * Math.ceil(value / 2);
}

export function createI420Image(width: number, height: number): I420Image {
  if (width % 2 || height % 2) throw new Error(`I420 needs an even width and height, got ${width}×${height}`);
  return { width, height, data: Buffer.alloc(i420Bytes(width, height)) };
}

/** The whole of an RGBA canvas as an I420 picture (once per clip: it reads the canvas back in full). */
export function canvasToI420(canvas: Canvas): I420Image {
  const image = createI420Image(canvas.width, canvas.height);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  writeRgbaRegion(data, image, 0, 0, canvas.width, canvas.height);
  return image;
}

/** Copies the window of `source` whose top-left corner is at (left, top) (both even) into `target`. */
export function copyI420Window(source: I420Image, target: I420Image, left: number, top: number): void {
  if (left % 2 || top % 2) throw new Error('an I420 window must start on even coordinates');
  if (left < 0 || top < 0 || left + target.width > source.width || top + target.height > source.height) {
    throw new Error('the window lies outside the source picture');
  }
  const planes = planeLayout(source);
  const targetPlanes = planeLayout(target);
  for (let p = 0; p < 3; p++) {
    const from = planes[p]!;
    const to = targetPlanes[p]!;
    const scale = p === 0 ? 1 : 2;
    const x = left / scale;
    for (let row = 0; row < to.height; row++) {
      const start = from.offset + (top / scale + row) * from.width + x;
      source.data.copy(target.data, to.offset + row * to.width, start, start + to.width);
    }
  }
}

/** A rectangle of whole tiles on screen, px. */
export interface TileRun {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The screen area `boxes` cover, grown to whole tiles, as rectangles of dirty tiles: the parts of a frame that
 * differ from the still picture, which the renderer reads back.
 */
export function tileRuns(boxes: readonly ScreenBox[], width: number, height: number): TileRun[] {
  const columns = Math.ceil(width / TILE_PX);
  const rows = Math.ceil(height / TILE_PX);
  const dirty = new Uint8Array(columns * rows);
  for (const box of boxes) {
    const c0 = Math.max(0, Math.floor(box.left / TILE_PX));
    const c1 = Math.min(columns - 1, Math.floor(box.right / TILE_PX));
    const r0 = Math.max(0, Math.floor(box.top / TILE_PX));
    const r1 = Math.min(rows - 1, Math.floor(box.bottom / TILE_PX));
    for (let r = r0; r <= r1; r++) if (c0 <= c1) dirty.fill(1, r * columns + c0, r * columns + c1 + 1);
  }
  // Runs along each row of tiles; a run with the same span as one in the row above extends it downward, so an
  // upright box becomes one rectangle (a canvas read costs more per call than per pixel).
  const runs: TileRun[] = [];
  let open = new Map<number, TileRun>();
  for (let r = 0; r < rows; r++) {
    const y = r * TILE_PX;
    const rowHeight = Math.min(TILE_PX, height - y);
    const next = new Map<number, TileRun>();
    for (let c = 0; c < columns; c++) {
      if (!dirty[r * columns + c]) continue;
      let end = c;
      while (end + 1 < columns && dirty[r * columns + end + 1]) end++;
      const x = c * TILE_PX;
      const runWidth = Math.min((end + 1) * TILE_PX, width) - x;
      const key = x * 4096 + runWidth;
      const above = open.get(key);
      if (above) {
        above.height += rowHeight;
        next.set(key, above);
      } else {
        const run = { x, y, width: runWidth, height: rowHeight };
        runs.push(run);
        next.set(key, run);
      }
      c = end;
    }
    open = next;
  }
  return runs;
}

/** Converts what the canvas shows inside `runs` into `target` (the same size as the canvas). */
export function writeCanvasRuns(ctx: Context, target: I420Image, runs: readonly TileRun[]): void {
  for (const { x, y, width, height } of runs) {
    writeRgbaRegion(ctx.getImageData(x, y, width, height).data, target, x, y, width, height);
  }
}

/**
 * Converts an RGBA block (rows of `width` pixels) into the region of `target` at (x, y); x, y, width and height
 * even. Each 2×2 block gives four Y samples and one U and V from the block's mean colour.
 */
function writeRgbaRegion(
  rgba: Uint8Array | Uint8ClampedArray,
  target: I420Image,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  // One 32-bit load per pixel (R in the low byte on little-endian hosts, which is every Node platform we run on).
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const { data } = target;
  const yStride = target.width;
  const cStride = target.width / 2;
  const uOffset = target.width * target.height;
  const vOffset = uOffset + cStride * (target.height / 2);
  for (let row = 0; row < height; row += 2) {
    let a = row * width;
    let b = a + width;
    let yA = (y + row) * yStride + x;
    let yB = yA + yStride;
    let c = ((y + row) / 2) * cStride + x / 2;
    for (let col = 0; col < width; col += 2, c++) {
      const p0 = pixels[a++]!;
      const p1 = pixels[a++]!;
      const p2 = pixels[b++]!;
      const p3 = pixels[b++]!;
      const r0 = p0 & 0xff;
      const g0 = (p0 >>> 8) & 0xff;
      const b0 = (p0 >>> 16) & 0xff;
      const r1 = p1 & 0xff;
      const g1 = (p1 >>> 8) & 0xff;
      const b1 = (p1 >>> 16) & 0xff;
      const r2 = p2 & 0xff;
      const g2 = (p2 >>> 8) & 0xff;
      const b2 = (p2 >>> 16) & 0xff;
      const r3 = p3 & 0xff;
      const g3 = (p3 >>> 8) & 0xff;
      const b3 = (p3 >>> 16) & 0xff;
      data[yA++] = ((66 * r0 + 129 * g0 + 25 * b0 + 128) >> 8) + 16;
      data[yA++] = ((66 * r1 + 129 * g1 + 25 * b1 + 128) >> 8) + 16;
      data[yB++] = ((66 * r2 + 129 * g2 + 25 * b2 + 128) >> 8) + 16;
      data[yB++] = ((66 * r3 + 129 * g3 + 25 * b3 + 128) >> 8) + 16;
      const rs = r0 + r1 + r2 + r3;
      const gs = g0 + g1 + g2 + g3;
      const bs = b0 + b1 + b2 + b3;
      data[uOffset + c] = ((-38 * rs - 74 * gs + 112 * bs + 512) >> 10) + 128;
      data[vOffset + c] = ((112 * rs - 94 * gs - 18 * bs + 512) >> 10) + 128;
    }
  }
}

/**
 * A translucent picture (the scoreboard strip) made ready to lay over I420 frames without the canvas: per pixel,
 * what it adds to Y and how much of the frame's Y shows through; per 2×2 block, the same for U and V.
 */
export interface I420Overlay {
  width: number;
  height: number;
  yAdd: Float32Array;
  yKeep: Float32Array;
  uAdd: Float32Array;
  vAdd: Float32Array;
  cKeep: Float32Array;
}

/**
 * Prepares `canvas` (even width and height, transparent where the frame shows) for blendI420Overlay. Blending
 * in YUV is blending in RGB, as the conversion is linear; only the rounding differs (by at most a level or two),
 * and where a 2×2 block's alpha varies (anti-aliased edges) its chroma takes the block's mean.
 */
export function createI420Overlay(canvas: Canvas): I420Overlay {
  const { width, height } = canvas;
  if (width % 2 || height % 2) throw new Error(`an overlay needs an even width and height, got ${width}×${height}`);
  // Un-premultiplied RGBA, as getImageData gives it.
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const overlay: I420Overlay = {
    width,
    height,
    yAdd: new Float32Array(width * height),
    yKeep: new Float32Array(width * height),
    uAdd: new Float32Array((width / 2) * (height / 2)),
    vAdd: new Float32Array((width / 2) * (height / 2)),
    cKeep: new Float32Array((width / 2) * (height / 2)),
  };
  for (let row = 0; row < height; row += 2) {
    for (let col = 0; col < width; col += 2) {
      let rs = 0;
      let gs = 0;
      let bs = 0;
      let keep = 0;
      for (const i of [
        row * width + col,
        row * width + col + 1,
        (row + 1) * width + col,
        (row + 1) * width + col + 1,
      ]) {
        const alpha = rgba[4 * i + 3]! / 255;
        // Premultiplied, as the canvas composites it.
        const r = rgba[4 * i]! * alpha;
        const g = rgba[4 * i + 1]! * alpha;
        const b = rgba[4 * i + 2]! * alpha;
        overlay.yAdd[i] = 16 * alpha + (66 * r + 129 * g + 25 * b) / 256;
        overlay.yKeep[i] = 1 - alpha;
        rs += r;
        gs += g;
        bs += b;
        keep += (1 - alpha) / 4;
      }
      const c = (row / 2) * (width / 2) + col / 2;
      overlay.uAdd[c] = 128 * (1 - keep) + (-38 * rs - 74 * gs + 112 * bs) / 1024;
      overlay.vAdd[c] = 128 * (1 - keep) + (112 * rs - 94 * gs - 18 * bs) / 1024;
      overlay.cKeep[c] = keep;
    }
  }
  return overlay;
}

/** Lays `overlay` over `target` with its corner at (left, top), even numbers, as drawing it there last would. */
export function blendI420Overlay(overlay: I420Overlay, target: I420Image, left = 0, top = 0): void {
  const { data } = target;
  const [, uPlane, vPlane] = planeLayout(target);
  if (left % 2 || top % 2) throw new Error('an overlay goes at even offsets');
  const width = Math.min(overlay.width, target.width - left);
  const height = Math.min(overlay.height, target.height - top);
  for (let row = 0; row < height; row++) {
    let i = row * overlay.width;
    let y = (row + top) * target.width + left;
    for (let col = 0; col < width; col++, i++, y++) {
      data[y] = Math.floor(overlay.yAdd[i]! + overlay.yKeep[i]! * data[y]! + 0.5);
    }
  }
  for (let row = 0; row < height / 2; row++) {
    let i = row * (overlay.width / 2);
    let c = (row + top / 2) * uPlane!.width + left / 2;
    for (let col = 0; col < width / 2; col++, i++, c++) {
      const keep = overlay.cKeep[i]!;
      data[uPlane!.offset + c] = Math.floor(overlay.uAdd[i]! + keep * data[uPlane!.offset + c]! + 0.5);
      data[vPlane!.offset + c] = Math.floor(overlay.vAdd[i]! + keep * data[vPlane!.offset + c]! + 0.5);
    }
  }
}

function planeLayout(image: I420Image): { offset: number; width: number; height: number }[] {
  const lumaBytes = image.width * image.height;
  const chroma = { width: image.width / 2, height: image.height / 2 };
  return [
    { offset: 0, width: image.width, height: image.height },
    { offset: lumaBytes, ...chroma },
    { offset: lumaBytes + chroma.width * chroma.height, ...chroma },
  ];
}
