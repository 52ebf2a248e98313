// The ball and its shadow. The shadow sits on the grass straight below the ball, so the gap between the two
// on screen shows how high the ball is.
import { BALL_RADIUS_M } from '../simulator/pitch.ts';
import type { Vec3 } from '../simulator/types.ts';
import { project } from './camera.ts';
import type { Camera } from './camera.ts';
import { ellipseBox } from './draw-shapes.ts';
import type { Context, ScreenBox } from './draw-shapes.ts';

/** A far ball stays a visible dot rather than vanishing into one pixel. */
const MIN_BALL_RADIUS_PX = 1.7;

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
  const r = Math.max(MIN_BALL_RADIUS_PX, (camera.focal * BALL_RADIUS_M) / ground.depth);
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
  return { x: centre.x, y: centre.y, r: Math.max(MIN_BALL_RADIUS_PX, (camera.focal * BALL_RADIUS_M) / centre.depth) };
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
