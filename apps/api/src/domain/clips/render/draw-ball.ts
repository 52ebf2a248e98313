// The ball, its shadow and its motion trail. The shadow sits on the grass straight below the ball, so the gap
// between the two on screen shows how high the ball is; the trail (where it was over the last few frames) shows
// where it is going.
import { BALL_RADIUS_M } from '../simulator/pitch.ts';
import type { Vec3 } from '../simulator/types.ts';
import { project } from './camera.ts';
import type { Camera } from './camera.ts';
import { ellipseBox } from './draw-shapes.ts';
import type { Context, ScreenBox } from './draw-shapes.ts';

/**
 * A far ball is drawn larger than life rather than vanishing: at least 8 px across in a 480 px tall picture
 * (3.4 px on a 390 px wide phone), as broadcast graphics do for a ball at the far end.
 */
const MIN_BALL_DIAMETER_SHARE = 8 / 480;
/** How far back the trail reaches, in frames, and how opaque its newest part is. */
export const BALL_TRAIL_FRAMES = 4;
const TRAIL_ALPHA = 0.42;

function minRadius(camera: Camera): number {
  return (MIN_BALL_DIAMETER_SHARE * camera.height) / 2;
}

interface Shadow {
  x: number;
  y: number;
  radiusX: number;
  radiusY: number;
  alpha: number;
}

function shadowOf(camera: Camera, ball: Vec3): Shadow | null {
  const ground = project(camera, ball.x, ball.y, 0);
  if (!ground) return null;
  const r = Math.max(minRadius(camera), (camera.focal * BALL_RADIUS_M) / ground.depth);
  // The higher the ball, the softer and fainter its shadow.
  const height = Math.max(0, ball.z - BALL_RADIUS_M);
  return {
    x: ground.x + r * 0.3,
    y: ground.y,
    radiusX: r * (1.15 + height * 0.05),
    radiusY: r * 0.45,
    alpha: 0.45 / (1 + height * 0.5),
  };
}

/** The screen box the shadow paints, or null when it is behind the camera. */
export function ballShadowBox(camera: Camera, ball: Vec3): ScreenBox | null {
  const shadow = shadowOf(camera, ball);
  return shadow && ellipseBox(shadow.x, shadow.y, shadow.radiusX, shadow.radiusY);
}

export function drawBallShadow(ctx: Context, camera: Camera, ball: Vec3): void {
  const shadow = shadowOf(camera, ball);
  if (!shadow) return;
  ctx.beginPath();
  ctx.ellipse(shadow.x, shadow.y, shadow.radiusX, shadow.radiusY, 0, 0, 2 * Math.PI);
  ctx.fillStyle = `rgba(8, 25, 8, ${shadow.alpha.toFixed(3)})`;
  ctx.fill();
}

function ballOnScreen(camera: Camera, ball: Vec3): { x: number; y: number; r: number } | null {
  const centre = project(camera, ball.x, ball.y, ball.z);
  if (!centre) return null;
  return { x: centre.x, y: centre.y, r: Math.max(minRadius(camera), (camera.focal * BALL_RADIUS_M) / centre.depth) };
}

/** The screen box the ball paints, or null when it is behind the camera. */
export function ballBox(camera: Camera, ball: Vec3): ScreenBox | null {
  const centre = ballOnScreen(camera, ball);
  return centre && ellipseBox(centre.x, centre.y, centre.r, centre.r);
}

export function drawBall(ctx: Context, camera: Camera, ball: Vec3, spin: number): void {
  const centre = ballOnScreen(camera, ball);
  if (!centre) return;
  const { r } = centre;
  const gradient = ctx.createRadialGradient(centre.x - r * 0.35, centre.y - r * 0.35, r * 0.1, centre.x, centre.y, r);
  gradient.addColorStop(0, '#ffffff');
  gradient.addColorStop(0.7, '#e9e9e6');
  gradient.addColorStop(1, '#a9aaa6');
  ctx.beginPath();
  ctx.arc(centre.x, centre.y, r, 0, 2 * Math.PI);
  ctx.fillStyle = gradient;
  ctx.fill();
  if (r < 3) return;
  // Panels that turn as it rolls or flies.
  ctx.fillStyle = '#2b2b2b';
  for (let i = 0; i < 3; i++) {
    const a = spin + (i * 2 * Math.PI) / 3;
    ctx.beginPath();
    ctx.arc(centre.x + Math.cos(a) * r * 0.5, centre.y + Math.sin(a) * r * 0.5, r * 0.22, 0, 2 * Math.PI);
    ctx.fill();
  }
}

/**
 * The screen box of the trail behind the ball (`trail`: where it was, newest first), or null when it has no
 * trail: a ball that moved less than its own size is not streaking.
 */
export function ballTrailBox(camera: Camera, ball: Vec3, trail: readonly Vec3[]): ScreenBox | null {
  const points = trailPoints(camera, ball, trail);
  if (!points) return null;
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const p of points) {
    box.left = Math.min(box.left, p.x - p.r - 1);
    box.top = Math.min(box.top, p.y - p.r - 1);
    box.right = Math.max(box.right, p.x + p.r + 1);
    box.bottom = Math.max(box.bottom, p.y + p.r + 1);
  }
  return box;
}

/** A tapering, fading streak from the ball back through where it was; drawn before the ball. */
export function drawBallTrail(ctx: Context, camera: Camera, ball: Vec3, trail: readonly Vec3[]): void {
  const points = trailPoints(camera, ball, trail);
  if (!points) return;
  ctx.lineCap = 'round';
  for (let i = 1; i < points.length; i++) {
    const fade = 1 - (i - 1) / (points.length - 1);
    ctx.beginPath();
    ctx.moveTo(points[i - 1]!.x, points[i - 1]!.y);
    ctx.lineTo(points[i]!.x, points[i]!.y);
    ctx.lineWidth = 2 * points[i]!.r * (0.35 + 0.5 * fade);
    ctx.strokeStyle = `rgba(255, 255, 255, ${(TRAIL_ALPHA * fade).toFixed(3)})`;
    ctx.stroke();
  }
}

function trailPoints(camera: Camera, ball: Vec3, trail: readonly Vec3[]): { x: number; y: number; r: number }[] | null {
  const head = ballOnScreen(camera, ball);
  if (!head || trail.length === 0) return null;
  const points = [head];
  for (const at of trail) {
    const p = ballOnScreen(camera, at);
    if (!p) break;
    points.push(p);
  }
  const last = points[points.length - 1]!;
  if (points.length < 2 || Math.hypot(last.x - head.x, last.y - head.y) < 2 * head.r) return null;
  return points;
}
