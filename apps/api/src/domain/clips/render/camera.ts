// A pinhole camera from pitch metres (x toward goal, y to the camera's left, z up) to screen pixels, and
// near-plane clipping for ground polygons that reach behind it. The principal point (centreX, centreY) need not
// be the middle of the screen: a broadcast pan is modelled as a shifted lens (see plan-camera-path.ts), which
// moves the whole picture in the plane, so a background drawn once per clip can be reused for every frame.
import type { Vec3 } from '../simulator/types.ts';

export interface Camera {
  eye: Vec3;
  /** Unit vectors of the camera frame in pitch coordinates. */
  right: Vec3;
  up: Vec3;
  forward: Vec3;
  /** Pixels per unit of (lateral offset / depth). */
  focal: number;
  /** Where the optical axis meets the screen, px (the middle of the screen unless the lens is shifted). */
  centreX: number;
  centreY: number;
  /** The screen (or canvas) the camera draws into, px. */
  width: number;
  height: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
  /** Distance along the view axis (m); pixels per metre at that point is focal / depth. */
  depth: number;
}

/** Points closer than this (m along the view axis) are clipped away. */
export const NEAR_PLANE_M = 0.5;

export interface CreateCameraOptions {
  eye: Vec3;
  target: Vec3;
  /** Either a vertical field of view or a focal length in pixels. */
  verticalFovRad?: number;
  focal?: number;
  width: number;
  height: number;
  /** The principal point; the middle of the screen by default. */
  centreX?: number;
  centreY?: number;
}

export function createCamera({
  eye,
  target,
  verticalFovRad,
  focal,
  width,
  height,
  centreX = width / 2,
  centreY = height / 2,
}: CreateCameraOptions): Camera {
  if ((focal === undefined) === (verticalFovRad === undefined)) throw new Error('give a focal or a field of view');
  const forward = normalise({ x: target.x - eye.x, y: target.y - eye.y, z: target.z - eye.z });
  // World up is +z; right = forward × up, which for a camera looking down +x is −y (the camera's right).
  const right = normalise({ x: forward.y, y: -forward.x, z: 0 });
  const up = cross(right, forward);
  return {
    eye,
    right,
    up,
    forward,
    focal: focal ?? height / 2 / Math.tan(verticalFovRad! / 2),
    centreX,
    centreY,
    width,
    height,
  };
}

/** The same camera seen through another lens setting: focal length and principal point (zoom and pan). */
export function reframeCamera(
  camera: Camera,
  { focal, centreX, centreY, width = camera.width, height = camera.height }: ReframeOptions,
): Camera {
  return { ...camera, focal, centreX, centreY, width, height };
}

export interface ReframeOptions {
  focal: number;
  centreX: number;
  centreY: number;
  width?: number;
  height?: number;
}

/** Camera-space coordinates: [lateral (right), vertical (up), depth]. */
export function toCameraSpace(camera: Camera, x: number, y: number, z: number): [number, number, number] {
  const dx = x - camera.eye.x;
  const dy = y - camera.eye.y;
  const dz = z - camera.eye.z;
  const { right: r, up: u, forward: f } = camera;
  return [dx * r.x + dy * r.y + dz * r.z, dx * u.x + dy * u.y + dz * u.z, dx * f.x + dy * f.y + dz * f.z];
}

/** Screen position of a pitch point, or null when it is behind the near plane. */
export function project(camera: Camera, x: number, y: number, z: number): ScreenPoint | null {
  const [cx, cy, depth] = toCameraSpace(camera, x, y, z);
  if (depth < NEAR_PLANE_M) return null;
  return { x: camera.centreX + (camera.focal * cx) / depth, y: camera.centreY - (camera.focal * cy) / depth, depth };
}

/**
 * A polygon of pitch points on screen, clipped against the near plane (Sutherland–Hodgman on one plane) so
 * that ground areas reaching behind the camera still draw correctly. Flat array [x0, y0, x1, y1, …].
 */
export function projectPolygon(camera: Camera, points: readonly Vec3[]): number[] {
  const inCamera = points.map((p) => toCameraSpace(camera, p.x, p.y, p.z));
  const clipped: [number, number, number][] = [];
  for (let i = 0; i < inCamera.length; i++) {
    const a = inCamera[i]!;
    const b = inCamera[(i + 1) % inCamera.length]!;
    const aIn = a[2] >= NEAR_PLANE_M;
    const bIn = b[2] >= NEAR_PLANE_M;
    if (aIn) clipped.push(a);
    if (aIn !== bIn) {
      const u = (NEAR_PLANE_M - a[2]) / (b[2] - a[2]);
      clipped.push([a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u, NEAR_PLANE_M]);
    }
  }
  const flat: number[] = [];
  for (const [cx, cy, depth] of clipped) {
    flat.push(camera.centreX + (camera.focal * cx) / depth, camera.centreY - (camera.focal * cy) / depth);
  }
  return flat;
}

function normalise(v: Vec3): Vec3 {
  const length = Math.hypot(v.x, v.y, v.z) || 1;
  return { x: v.x / length, y: v.y / length, z: v.z / length };
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return { x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x };
}
