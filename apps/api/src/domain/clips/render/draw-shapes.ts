// Small canvas helpers shared by the drawing modules: filling pitch-space polygons through the camera.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Vec3 } from '../simulator/types.ts';
import { projectPolygon } from './camera.ts';
import type { Camera } from './camera.ts';

export type Context = SKRSContext2D;

/** A rectangle on screen, px, that holds everything a draw call painted (anti-aliasing included). */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Anti-aliased edges and strokes reach this far past a shape's geometry. */
export const BOX_MARGIN_PX = 2;

/** The box of an ellipse (or circle) centred on (x, y), with the anti-aliasing margin. */
export function ellipseBox(x: number, y: number, radiusX: number, radiusY: number): ScreenBox {
  return {
    left: x - radiusX - BOX_MARGIN_PX,
    top: y - radiusY - BOX_MARGIN_PX,
    right: x + radiusX + BOX_MARGIN_PX,
    bottom: y + radiusY + BOX_MARGIN_PX,
  };
}

/** A box from offsets around an anchor point, with the anti-aliasing margin. */
export function boxAround(x: number, y: number, left: number, top: number, right: number, bottom: number): ScreenBox {
  return {
    left: x - left - BOX_MARGIN_PX,
    top: y - top - BOX_MARGIN_PX,
    right: x + right + BOX_MARGIN_PX,
    bottom: y + bottom + BOX_MARGIN_PX,
  };
}

/** Adds a pitch-space polygon (near-plane clipped) to the current path; false when nothing of it is visible. */
export function tracePolygon(ctx: Context, camera: Camera, points: readonly Vec3[]): boolean {
  const flat = projectPolygon(camera, points);
  if (flat.length < 6) return false;
  ctx.moveTo(flat[0]!, flat[1]!);
  for (let i = 2; i < flat.length; i += 2) ctx.lineTo(flat[i]!, flat[i + 1]!);
  ctx.closePath();
  return true;
}

export function fillPolygon(ctx: Context, camera: Camera, points: readonly Vec3[], style: string): void {
  ctx.beginPath();
  if (!tracePolygon(ctx, camera, points)) return;
  ctx.fillStyle = style;
  ctx.fill();
}

/** A flat strip on the ground from a to b, `width` metres wide: how pitch markings get their perspective. */
export function groundStrip(ax: number, ay: number, bx: number, by: number, width: number, z = 0): Vec3[] {
  const length = Math.hypot(bx - ax, by - ay) || 1;
  const nx = (-(by - ay) / length) * (width / 2);
  const ny = ((bx - ax) / length) * (width / 2);
  return [
    { x: ax + nx, y: ay + ny, z },
    { x: bx + nx, y: by + ny, z },
    { x: bx - nx, y: by - ny, z },
    { x: ax - nx, y: ay - ny, z },
  ];
}

/** A ring sector on the ground (circle marking), angles in radians from +x. */
export function groundArc(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  width: number,
  segments = 24,
): Vec3[] {
  const outer: Vec3[] = [];
  const inner: Vec3[] = [];
  for (let i = 0; i <= segments; i++) {
    const a = from + ((to - from) * i) / segments;
    outer.push({ x: cx + Math.cos(a) * (radius + width / 2), y: cy + Math.sin(a) * (radius + width / 2), z: 0 });
    inner.push({ x: cx + Math.cos(a) * (radius - width / 2), y: cy + Math.sin(a) * (radius - width / 2), z: 0 });
  }
  return [...outer, ...inner.reverse()];
}

/** Deterministic pseudo-random numbers in [0, 1) for textures and per-player looks (not the simulator's PRNG). */
export function createTextureRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4_294_967_296;
  };
}
