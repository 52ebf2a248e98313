// The goal: the net in three parts (back and sides behind everything, the roof over a ball in the net) and the
// white frame of posts and crossbar, all in perspective from the pitch's dimensions.
import {
  CROSSBAR_AXIS_Z,
  GOAL_LINE_X,
  NET_DEPTH_M,
  POST_AXIS_X,
  POST_AXIS_Y,
  WOODWORK_RADIUS_M,
} from '../simulator/pitch.ts';
import type { Vec3 } from '../simulator/types.ts';
import { project } from './camera.ts';
import type { Camera } from './camera.ts';
import { fillPolygon } from './draw-shapes.ts';
import type { Context } from './draw-shapes.ts';

/** The roof runs flat this far back from the crossbar, then the back of the net slopes to the ground. */
const NET_ROOF_DEPTH_M = 1;
const NET_BACK_X = GOAL_LINE_X + NET_DEPTH_M;
const NET_ROOF_X = GOAL_LINE_X + NET_ROOF_DEPTH_M;
const NET_MESH_M = 0.22;
const NET_LINE = 'rgba(236, 240, 245, 0.42)';
const NET_HAZE = 'rgba(225, 230, 240, 0.07)';
const FRAME_WHITE = '#f7f7f4';
const FRAME_SHADE = '#c9cbcf';

type Panel = [Vec3, Vec3, Vec3, Vec3];

/** The back of the net and its two sides: behind any ball or player in the goal. */
export function drawNetBack(ctx: Context, camera: Camera): void {
  const top = CROSSBAR_AXIS_Z;
  const halfWidth = POST_AXIS_Y;
  const back: Panel = [
    { x: NET_ROOF_X, y: halfWidth, z: top },
    { x: NET_ROOF_X, y: -halfWidth, z: top },
    { x: NET_BACK_X, y: -halfWidth, z: 0 },
    { x: NET_BACK_X, y: halfWidth, z: 0 },
  ];
  drawMeshPanel(ctx, camera, back);
  for (const side of [1, -1]) {
    const y = halfWidth * side;
    // The side net's outline; its mesh lines run vertically and horizontally inside it.
    fillPolygon(
      ctx,
      camera,
      [
        { x: POST_AXIS_X, y, z: 0 },
        { x: POST_AXIS_X, y, z: top },
        { x: NET_ROOF_X, y, z: top },
        { x: NET_BACK_X, y, z: 0 },
      ],
      NET_HAZE,
    );
    ctx.beginPath();
    for (let x = POST_AXIS_X + NET_MESH_M; x < NET_BACK_X; x += NET_MESH_M) {
      const height = x <= NET_ROOF_X ? top : (top * (NET_BACK_X - x)) / (NET_BACK_X - NET_ROOF_X);
      line(ctx, camera, { x, y, z: 0 }, { x, y, z: height });
    }
    for (let z = NET_MESH_M; z < top; z += NET_MESH_M) {
      const backX = NET_BACK_X - ((NET_BACK_X - NET_ROOF_X) * z) / top;
      line(ctx, camera, { x: POST_AXIS_X, y, z }, { x: backX, y, z });
    }
    strokeNet(ctx);
  }
}

/** The roof of the net, drawn after anything inside the goal so a ball in the net sits under it. */
export function drawNetRoof(ctx: Context, camera: Camera): void {
  const top = CROSSBAR_AXIS_Z;
  drawMeshPanel(ctx, camera, [
    { x: POST_AXIS_X, y: POST_AXIS_Y, z: top },
    { x: POST_AXIS_X, y: -POST_AXIS_Y, z: top },
    { x: NET_ROOF_X, y: -POST_AXIS_Y, z: top },
    { x: NET_ROOF_X, y: POST_AXIS_Y, z: top },
  ]);
}

export function drawGoalFrame(ctx: Context, camera: Camera): void {
  const r = WOODWORK_RADIUS_M;
  const x = POST_AXIS_X;
  const barTop = CROSSBAR_AXIS_Z + r;
  for (const side of [1, -1]) {
    const y = POST_AXIS_Y * side;
    fillPolygon(
      ctx,
      camera,
      [
        { x, y: y + r, z: 0 },
        { x, y: y - r, z: 0 },
        { x, y: y - r, z: barTop },
        { x, y: y + r, z: barTop },
      ],
      FRAME_WHITE,
    );
    // The shaded flank of the post, away from the floodlights.
    fillPolygon(
      ctx,
      camera,
      [
        { x, y: y - r * side * 0.2, z: 0 },
        { x, y: y - r * side, z: 0 },
        { x, y: y - r * side, z: barTop },
        { x, y: y - r * side * 0.2, z: barTop },
      ],
      FRAME_SHADE,
    );
  }
  fillPolygon(
    ctx,
    camera,
    [
      { x, y: POST_AXIS_Y + r, z: CROSSBAR_AXIS_Z - r },
      { x, y: -POST_AXIS_Y - r, z: CROSSBAR_AXIS_Z - r },
      { x, y: -POST_AXIS_Y - r, z: barTop },
      { x, y: POST_AXIS_Y + r, z: barTop },
    ],
    FRAME_WHITE,
  );
  fillPolygon(
    ctx,
    camera,
    [
      { x, y: POST_AXIS_Y + r, z: CROSSBAR_AXIS_Z - r },
      { x, y: -POST_AXIS_Y - r, z: CROSSBAR_AXIS_Z - r },
      { x, y: -POST_AXIS_Y - r, z: CROSSBAR_AXIS_Z - r * 0.3 },
      { x, y: POST_AXIS_Y + r, z: CROSSBAR_AXIS_Z - r * 0.3 },
    ],
    FRAME_SHADE,
  );
}

/** A quadrilateral of net: a faint fill and mesh lines parallel to its edges (corners in order around it). */
function drawMeshPanel(ctx: Context, camera: Camera, [a, b, c, d]: Panel): void {
  fillPolygon(ctx, camera, [a, b, c, d], NET_HAZE);
  const across = Math.max(1, Math.round(distance(a, b) / NET_MESH_M));
  const along = Math.max(1, Math.round(distance(a, d) / NET_MESH_M));
  ctx.beginPath();
  for (let i = 1; i < across; i++) {
    const u = i / across;
    line(ctx, camera, lerp(a, b, u), lerp(d, c, u));
  }
  for (let j = 1; j < along; j++) {
    const v = j / along;
    line(ctx, camera, lerp(a, d, v), lerp(b, c, v));
  }
  strokeNet(ctx);
}

function strokeNet(ctx: Context): void {
  ctx.strokeStyle = NET_LINE;
  ctx.lineWidth = 0.8;
  ctx.stroke();
}

function line(ctx: Context, camera: Camera, from: Vec3, to: Vec3): void {
  const a = project(camera, from.x, from.y, from.z);
  const b = project(camera, to.x, to.y, to.z);
  if (!a || !b) return;
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
}

function lerp(a: Vec3, b: Vec3, u: number): Vec3 {
  return { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u, z: a.z + (b.z - a.z) * u };
}

function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
}
