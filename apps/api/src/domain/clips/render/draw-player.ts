// A player as a small broadcast figure: legs with a run cycle, shorts, shirt with his number, arms, head. Drawn
// in metres around his feet and scaled by the perspective at his depth; poses come from the timeline.
import type { PlayerFrame, Pose } from '../simulator/types.ts';
import { project } from './camera.ts';
import type { Camera } from './camera.ts';
import { boxAround, ellipseBox } from './draw-shapes.ts';
import type { Context, ScreenBox } from './draw-shapes.ts';
import { FONT_FAMILY } from './fonts.ts';

export interface PlayerLook {
  shirt: string;
  shorts: string;
  number: string;
  socks: string;
  skin: string;
  hair: string;
  /** Goalkeepers' gloves; null for outfield players. */
  gloves: string | null;
  /** Standing height, m. */
  height: number;
}

export interface DrawPlayerOptions {
  ctx: Context;
  camera: Camera;
  frame: PlayerFrame;
  look: PlayerLook;
  shirtNumber: number;
  /** Radians of the run cycle. */
  runPhase: number;
  /** 0 → 1 as a dive unfolds; how high the keeper's hands go decides how flat he lies. */
  diveProgress: number;
  diveHeight: number;
}

const HIP = 0.52;
const SHOULDER = 0.79;
const HEAD_CENTRE = 0.895;
const HEAD_RADIUS = 0.063;
const THIGH_WIDTH = 0.07;
const SHIN_WIDTH = 0.06;
const ARM_WIDTH = 0.05;
const BOOT = '#161616';
const OUTLINE = 'rgba(0, 0, 0, 0.35)';
const OUTLINE_WIDTH = 0.012;
/** Figures shorter than this (px) would show their numbers as unreadable smudges; leave them off. */
const MIN_NUMBER_SCALE = 42;
/**
 * How far a figure can paint from its feet in each pose, in units of its height (strokes included): to either
 * side (hands, a stride, a strike, a block) and up (the head, raised arms, a header's lift); and below the feet.
 * Only these boxes are read back from the canvas each frame, so they are as tight as the drawing allows.
 */
const POSE_REACH: Record<Pose, { side: number; top: number }> = {
  stand: { side: 0.24, top: 1 },
  run: { side: 0.38, top: 1 },
  celebrate: { side: 0.38, top: 1.15 },
  set: { side: 0.28, top: 1 },
  strike: { side: 0.46, top: 1 },
  block: { side: 0.46, top: 1 },
  header: { side: 0.34, top: 1.1 },
  jump: { side: 0.22, top: 1 },
  // A dive turns the figure about the hips toward flat: it can reach its full length sideways.
  'dive-left': { side: 1.35, top: 1.15 },
  'dive-right': { side: 1.35, top: 1.15 },
};
const FIGURE_BELOW = 0.06;
const DIVE_BELOW = 0.4;
/** Player shadows fall a little toward the camera's right, as from a floodlight over the far-left corner. */
const SHADOW = 'rgba(10, 30, 10, 0.32)';

interface Limb {
  hipX: number;
  footX: number;
  footY: number;
  kneeDx: number;
}

function shadowOf(
  camera: Camera,
  frame: PlayerFrame,
): { x: number; y: number; radiusX: number; radiusY: number } | null {
  const ground = project(camera, frame.x, frame.y, 0);
  if (!ground) return null;
  const s = camera.focal / ground.depth;
  const lying = frame.pose === 'dive-left' || frame.pose === 'dive-right';
  return { x: ground.x + 0.12 * s, y: ground.y, radiusX: (lying ? 0.9 : 0.38) * s, radiusY: 0.13 * s };
}

/** The screen box the shadow paints, or null when it is behind the camera. */
export function playerShadowBox(camera: Camera, frame: PlayerFrame): ScreenBox | null {
  const shadow = shadowOf(camera, frame);
  return shadow && ellipseBox(shadow.x, shadow.y, shadow.radiusX, shadow.radiusY);
}

export function drawPlayerShadow(ctx: Context, camera: Camera, frame: PlayerFrame): void {
  const shadow = shadowOf(camera, frame);
  if (!shadow) return;
  ctx.beginPath();
  ctx.ellipse(shadow.x, shadow.y, shadow.radiusX, shadow.radiusY, 0, 0, 2 * Math.PI);
  ctx.fillStyle = SHADOW;
  ctx.fill();
}

/** Where the figure stands on screen: its feet, its height in pixels and the box it can paint (null: unseen). */
function figureOf(
  camera: Camera,
  frame: PlayerFrame,
  look: PlayerLook,
): { x: number; y: number; s: number; box: ScreenBox } | null {
  const foot = project(camera, frame.x, frame.y, frame.z);
  if (!foot) return null;
  // The figure is laid out in units of the player's height: s is his height in pixels.
  const s = (camera.focal / foot.depth) * look.height;
  const diving = frame.pose === 'dive-left' || frame.pose === 'dive-right';
  const reach = POSE_REACH[frame.pose];
  const below = (diving ? DIVE_BELOW : FIGURE_BELOW) * s;
  const box = boxAround(foot.x, foot.y, reach.side * s, reach.top * s, reach.side * s, below);
  if (box.right < 0 || box.left > camera.width || box.bottom < 0 || box.top > camera.height) return null;
  return { x: foot.x, y: foot.y, s, box };
}

/** The screen box the figure can paint, or null when it is off screen. */
export function playerBox(camera: Camera, frame: PlayerFrame, look: PlayerLook): ScreenBox | null {
  return figureOf(camera, frame, look)?.box ?? null;
}

export function drawPlayer({
  ctx,
  camera,
  frame,
  look,
  shirtNumber,
  runPhase,
  diveProgress,
  diveHeight,
}: DrawPlayerOptions): void {
  const figure = figureOf(camera, frame, look);
  if (!figure) return;
  const { s } = figure;
  const foot = figure;
  // How the player faces relative to the camera: `lateral` is the screen-x share of his heading (+ right),
  // `away` > 0 when we see his back.
  const heading = { x: Math.cos(frame.facing), y: Math.sin(frame.facing) };
  const lateral = heading.x * camera.right.x + heading.y * camera.right.y;
  const away = heading.x * camera.forward.x + heading.y * camera.forward.y;
  const torsoHalf = 0.125 * (0.6 + 0.4 * Math.abs(away));
  const side = lateral >= 0 ? 1 : -1;

  // The figure's frame: feet at the origin, one unit per standing height, built up in JS and set once (a
  // canvas save/translate/scale/restore costs more than drawing a limb).
  let transform = multiply(translation(foot.x, foot.y), scaling(s));

  let left: Limb = { hipX: -0.045, footX: -0.07, footY: 0, kneeDx: 0 };
  let right: Limb = { hipX: 0.045, footX: 0.07, footY: 0, kneeDx: 0 };
  let hands: [number, number, number, number] = [-torsoHalf - 0.03, -0.5, torsoHalf + 0.03, -0.5];
  let lift = 0;
  let hip = HIP;

  switch (frame.pose) {
    case 'run':
    case 'celebrate': {
      const stride = (phase: number): Limb => {
        const forward = Math.sin(phase);
        const up = Math.max(0, Math.cos(phase));
        return {
          hipX: 0,
          footX: lateral * 0.24 * forward,
          footY: -up * 0.14 * (0.5 + 0.5 * Math.abs(away)),
          kneeDx: lateral * 0.07 * up,
        };
      };
      left = { ...stride(runPhase), hipX: -0.04 };
      right = { ...stride(runPhase + Math.PI), hipX: 0.04 };
      left.footX -= 0.04;
      right.footX += 0.04;
      lift = 0.02 * Math.abs(Math.sin(runPhase));
      const swing = lateral * 0.13 * Math.sin(runPhase);
      hands =
        frame.pose === 'celebrate'
          ? [-0.3, -1.08, 0.3, -1.08]
          : [-torsoHalf - 0.02 + swing, -0.5, torsoHalf + 0.02 - swing, -0.5];
      break;
    }
    case 'strike':
      right = { hipX: 0.04 * side, footX: lateral * 0.3 + 0.05, footY: -0.22, kneeDx: lateral * 0.05 };
      left = { hipX: -0.04 * side, footX: -0.08 * side, footY: 0, kneeDx: 0 };
      hands = [-0.3, -0.7, 0.3, -0.68];
      break;
    case 'header':
      lift = 0.12;
      left = { hipX: -0.04, footX: -0.06, footY: 0.08, kneeDx: 0 };
      right = { hipX: 0.04, footX: 0.06, footY: 0.1, kneeDx: 0 };
      hands = [-0.26, -0.72, 0.26, -0.72];
      break;
    case 'set':
      hip = HIP - 0.06;
      left = { hipX: -0.05, footX: -0.17, footY: 0, kneeDx: -0.06 };
      right = { hipX: 0.05, footX: 0.17, footY: 0, kneeDx: 0.06 };
      hands = [-0.22, -0.56, 0.22, -0.56];
      break;
    case 'jump':
      left = { hipX: -0.035, footX: -0.045, footY: 0.02, kneeDx: 0 };
      right = { hipX: 0.035, footX: 0.045, footY: 0.02, kneeDx: 0 };
      hands = [-0.04, -0.5, 0.04, -0.5];
      break;
    case 'block':
      left = { hipX: -0.04 * side, footX: -0.06 * side, footY: 0, kneeDx: 0 };
      right = { hipX: 0.04 * side, footX: 0.36 * side, footY: -0.08, kneeDx: 0.05 * side };
      hands = [-0.28, -0.62, 0.28, -0.62];
      break;
    case 'dive-left':
    case 'dive-right': {
      // The hands reach past the head; the body turns about the hips toward the screen side of the dive and
      // sinks so that, flat out, it lies just above the grass.
      left = { hipX: -0.04, footX: -0.08, footY: 0, kneeDx: 0 };
      right = { hipX: 0.04, footX: 0.08, footY: 0, kneeDx: 0 };
      hands = [-0.07, -1.12, 0.07, -1.12];
      const flat = diveHeight > 1.7 ? 0.55 : diveHeight > 0.9 ? 0.75 : 0.92;
      const pitchLeft = frame.pose === 'dive-left' ? 1 : -1;
      // +y (the keeper's "left" in the simulator) is on the screen's left when camera.right.y < 0.
      const screenSide = Math.sign(-camera.right.y * pitchLeft) || 1;
      const angle = screenSide * diveProgress * flat * (Math.PI / 2);
      const sink = (HIP - 0.12) * Math.abs(Math.sin(angle));
      transform = multiply(transform, translation(0, -HIP + sink));
      transform = multiply(transform, rotation(angle));
      transform = multiply(transform, translation(0, HIP));
      break;
    }
    default:
      break;
  }

  transform = multiply(transform, translation(0, -lift));
  ctx.setTransform(...transform);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  // Segments of one colour and width go into one path: a canvas call costs more than the pixels it draws here.
  const arms = (): void => {
    const upper: number[] = [];
    const lower: number[] = [];
    for (const [hx, hy, sx] of [
      [hands[0], hands[1], -torsoHalf + 0.01],
      [hands[2], hands[3], torsoHalf - 0.01],
    ] as const) {
      const sy = -SHOULDER + 0.02;
      const elbowX = sx + (hx - sx) * 0.45;
      const elbowY = sy + (hy - sy) * 0.45;
      upper.push(sx, sy, elbowX, elbowY);
      lower.push(elbowX, elbowY, hx, hy);
    }
    strokeSegments(ctx, upper, ARM_WIDTH, look.shirt);
    strokeSegments(ctx, lower, ARM_WIDTH * 0.85, look.skin);
    if (look.gloves) {
      ctx.beginPath();
      ctx.arc(hands[0], hands[1], 0.04, 0, 2 * Math.PI);
      ctx.moveTo(hands[2] + 0.04, hands[3]);
      ctx.arc(hands[2], hands[3], 0.04, 0, 2 * Math.PI);
      ctx.fillStyle = look.gloves;
      ctx.fill();
    }
  };
  // Arms in front of the body when we see the player's front, behind it when we see his back.
  const armsInFront = away < 0.2;
  if (!armsInFront) arms();

  const thighs: number[] = [];
  const socks: number[] = [];
  const boots: number[] = [];
  for (const limb of [left, right]) {
    const kneeX = (limb.hipX + limb.footX) / 2 + limb.kneeDx;
    const kneeY = (-hip + limb.footY) / 2;
    thighs.push(limb.hipX, -hip, kneeX, kneeY);
    // Socks come up to just under the knee.
    const sockX = kneeX + (limb.footX - kneeX) * 0.15;
    const sockY = kneeY + (limb.footY - kneeY) * 0.15;
    socks.push(sockX, sockY, limb.footX, limb.footY - 0.02);
    boots.push(limb.footX, limb.footY - 0.015, limb.footX + lateral * 0.05, limb.footY - 0.01);
  }
  strokeSegments(ctx, thighs, THIGH_WIDTH, look.skin);
  strokeSegments(ctx, socks, SHIN_WIDTH, look.socks);
  strokeSegments(ctx, boots, 0.05, BOOT);

  // Shorts, then the shirt as a tapered torso.
  // A thin dark outline keeps a skin-toned shirt from melting into arms and legs.
  ctx.lineWidth = OUTLINE_WIDTH;
  ctx.strokeStyle = OUTLINE;
  ctx.fillStyle = look.shorts;
  roundedRect(ctx, -torsoHalf * 0.95, -hip - 0.05, torsoHalf * 1.9, 0.19, 0.02);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-torsoHalf, -SHOULDER);
  ctx.lineTo(torsoHalf, -SHOULDER);
  ctx.lineTo(torsoHalf * 0.86, -hip + 0.04);
  ctx.lineTo(-torsoHalf * 0.86, -hip + 0.04);
  ctx.closePath();
  ctx.fillStyle = look.shirt;
  ctx.fill();
  ctx.stroke();
  // Shade the flank away from the light so the body reads as round.
  ctx.beginPath();
  ctx.moveTo(torsoHalf * 0.45, -SHOULDER);
  ctx.lineTo(torsoHalf, -SHOULDER);
  ctx.lineTo(torsoHalf * 0.88, -hip + 0.04);
  ctx.lineTo(torsoHalf * 0.4, -hip + 0.04);
  ctx.closePath();
  ctx.fillStyle = 'rgba(0, 0, 0, 0.16)';
  ctx.fill();

  if (s >= MIN_NUMBER_SCALE && Math.abs(away) > 0.3) {
    drawNumber(ctx, transform, s, shirtNumber, look.number, away > 0);
  }

  // Neck and head; from behind, the hair covers most of it.
  strokeSegments(ctx, [0, -SHOULDER, 0, -SHOULDER - 0.04], 0.05, look.skin);
  ctx.beginPath();
  ctx.arc(0, -HEAD_CENTRE, HEAD_RADIUS, 0, 2 * Math.PI);
  ctx.fillStyle = look.skin;
  ctx.fill();
  ctx.beginPath();
  // Canvas angles run clockwise from +x, so π → 2π is the top half of the head.
  if (away > 0.3) ctx.arc(0, -HEAD_CENTRE, HEAD_RADIUS, Math.PI * 0.8, Math.PI * 2.2, false);
  else ctx.arc(0, -HEAD_CENTRE, HEAD_RADIUS, Math.PI * 1.05, Math.PI * 1.95, false);
  ctx.closePath();
  ctx.fillStyle = look.hair;
  ctx.fill();

  if (armsInFront) arms();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

function drawNumber(
  ctx: Context,
  figure: Affine,
  s: number,
  shirtNumber: number,
  colour: string,
  onBack: boolean,
): void {
  // Text is laid out in whole pixels (fonts misbehave at fractional sizes, and one size per pixel lets the font
  // cache hit), under the same rotation as the body.
  const size = (onBack ? 0.14 : 0.07) * s;
  ctx.setTransform(...multiply(figure, scaling(1 / s)));
  ctx.font = `bold ${Math.max(1, Math.round(size))}px ${FONT_FAMILY}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = colour;
  ctx.fillText(String(shirtNumber), onBack ? 0 : 0.05 * s, (onBack ? -0.66 : -0.7) * s);
  ctx.setTransform(...figure);
}

/** A 2D affine transform as setTransform takes it: (x, y) → (a x + c y + e, b x + d y + f). */
type Affine = [a: number, b: number, c: number, d: number, e: number, f: number];

/** m after n: the transform that applies n first, then m (as ctx.transform(n) does on top of m). */
function multiply(m: Affine, n: Affine): Affine {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function translation(x: number, y: number): Affine {
  return [1, 0, 0, 1, x, y];
}

function scaling(k: number): Affine {
  return [k, 0, 0, k, 0, 0];
}

function rotation(angle: number): Affine {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [cos, sin, -sin, cos, 0, 0];
}

/** Strokes segments [x0, y0, x1, y1, …] in one path. */
function strokeSegments(ctx: Context, points: readonly number[], width: number, colour: string): void {
  ctx.beginPath();
  for (let i = 0; i < points.length; i += 4) {
    ctx.moveTo(points[i]!, points[i + 1]!);
    ctx.lineTo(points[i + 2]!, points[i + 3]!);
  }
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
}

function roundedRect(ctx: Context, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
