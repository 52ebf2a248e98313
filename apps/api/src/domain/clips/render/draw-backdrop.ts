// The static scene of a clip, drawn once and composited into every frame. The camera of a clip only pans and
// zooms (plan-camera-path.ts), so sky, stands, pitch, markings, boards and the back of the net are one picture
// moved and scaled in the plane: one drawImage per frame instead of re-rasterising the stadium, which was most
// of the render time. The front of the goal (net roof, posts and crossbar) is a second, transparent layer,
// composited after whatever stands inside the goal so that a ball in the net sits behind the frame.
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import { CROSSBAR_AXIS_Z, GOAL_LINE_X, NET_DEPTH_M, POST_AXIS_Y, WOODWORK_RADIUS_M } from '../simulator/pitch.ts';
import { project, reframeCamera } from './camera.ts';
import type { Camera } from './camera.ts';
import { drawGoalFrame, drawNetBack, drawNetRoof } from './draw-goal.ts';
import { drawPitch } from './draw-pitch.ts';
import { drawBoards, drawSky, drawStands } from './draw-scenery.ts';
import type { Context } from './draw-shapes.ts';
import { canvasToI420, ceilEven } from './compose-i420-frame.ts';
import type { I420Image } from './compose-i420-frame.ts';

export interface Backdrop {
  /** The camera the layers were drawn with: the clip's camera at the largest focal, over all frames' windows. */
  camera: Camera;
  scenery: Canvas;
  goalFront: { canvas: Canvas; x: number; y: number };
  /** Scenery and goal front together, as the encoder takes them: what every frame shows where nothing moves. */
  still: I420Image;
}

/** Room around the goal's projected outline in its layer, px: anti-aliased edges and the net's line width. */
const GOAL_LAYER_PAD_PX = 3;

/**
 * Draws the static layers for a set of frame cameras that share an eye and orientation (one clip's). Both layers
 * sit on a whole-pixel grid, so a frame at the backdrop's focal is an exact, unfiltered copy.
 */
export function createBackdrop(cameras: readonly Camera[]): Backdrop {
  const first = cameras[0]!;
  const focal = Math.max(...cameras.map((camera) => camera.focal));
  // The union of what the frames show, in lens-plane units (u right, v up).
  let uMin = Infinity;
  let uMax = -Infinity;
  let vMin = Infinity;
  let vMax = -Infinity;
  for (const camera of cameras) {
    uMin = Math.min(uMin, -camera.centreX / camera.focal);
    uMax = Math.max(uMax, (camera.width - camera.centreX) / camera.focal);
    vMax = Math.max(vMax, camera.centreY / camera.focal);
    vMin = Math.min(vMin, (camera.centreY - camera.height) / camera.focal);
  }
  // Even sizes and an even principal point: windows at even offsets line up with the I420 chroma samples.
  const centreX = ceilEven(-uMin * focal);
  const centreY = ceilEven(vMax * focal);
  const width = ceilEven(centreX + uMax * focal + 1);
  const height = ceilEven(centreY - vMin * focal + 1);
  const camera = reframeCamera(first, { focal, centreX, centreY, width, height });

  const scenery = createCanvas(width, height);
  const ctx = scenery.getContext('2d', { alpha: false });
  drawSky(ctx, width, height);
  drawStands(ctx, camera);
  drawPitch(ctx, camera);
  drawBoards(ctx, camera);
  drawNetBack(ctx, camera);

  const goalFront = drawGoalFrontLayer(camera);
  const still = createCanvas(width, height);
  const stillCtx = still.getContext('2d', { alpha: false });
  stillCtx.drawImage(scenery, 0, 0);
  stillCtx.drawImage(goalFront.canvas, goalFront.x, goalFront.y);
  return { camera, scenery, goalFront, still: canvasToI420(still) };
}

/** Where a frame's window starts in the backdrop's still picture (even coordinates: the camera pans by two). */
export function windowOf(backdrop: Backdrop, camera: Camera): { left: number; top: number } {
  if (camera.focal !== backdrop.camera.focal) throw new Error("a frame must share its backdrop's zoom");
  return { left: backdrop.camera.centreX - camera.centreX, top: backdrop.camera.centreY - camera.centreY };
}

/**
 * The scenery as this frame's camera sees it: one whole-pixel copy. (Copying only where things move paints fewer
 * pixels but costs more: Skia spends more per drawImage call than per pixel of a plain copy.)
 */
export function drawScenery(ctx: Context, backdrop: Backdrop, camera: Camera): void {
  const { left, top } = windowOf(backdrop, camera);
  ctx.drawImage(backdrop.scenery, -left, -top);
}

/** The net roof, posts and crossbar as this frame's camera sees them. */
export function drawGoalFront(ctx: Context, backdrop: Backdrop, camera: Camera): void {
  const { left, top } = windowOf(backdrop, camera);
  const { canvas, x, y } = backdrop.goalFront;
  ctx.drawImage(canvas, x - left, y - top);
}

function drawGoalFrontLayer(camera: Camera): Backdrop['goalFront'] {
  // The layer covers the goal's outline: posts and bar plus the roof of the net.
  const top = CROSSBAR_AXIS_Z + WOODWORK_RADIUS_M;
  const halfWidth = POST_AXIS_Y + WOODWORK_RADIUS_M;
  let left = Infinity;
  let right = -Infinity;
  let upper = Infinity;
  let lower = -Infinity;
  for (const x of [GOAL_LINE_X - 2 * WOODWORK_RADIUS_M, GOAL_LINE_X + NET_DEPTH_M]) {
    for (const y of [halfWidth, -halfWidth]) {
      for (const z of [0, top]) {
        const p = project(camera, x, y, z);
        if (!p) continue;
        left = Math.min(left, p.x);
        right = Math.max(right, p.x);
        upper = Math.min(upper, p.y);
        lower = Math.max(lower, p.y);
      }
    }
  }
  const x = Math.max(0, Math.floor(left) - GOAL_LAYER_PAD_PX);
  const y = Math.max(0, Math.floor(upper) - GOAL_LAYER_PAD_PX);
  const width = Math.max(1, Math.min(camera.width, Math.ceil(right) + GOAL_LAYER_PAD_PX) - x);
  const height = Math.max(1, Math.min(camera.height, Math.ceil(lower) + GOAL_LAYER_PAD_PX) - y);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const shifted = reframeCamera(camera, {
    focal: camera.focal,
    centreX: camera.centreX - x,
    centreY: camera.centreY - y,
    width,
    height,
  });
  drawNetRoof(ctx, shifted);
  drawGoalFrame(ctx, shifted);
  return { canvas, x, y };
}
