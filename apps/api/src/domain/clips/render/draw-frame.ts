// One frame of a clip, back to front: sky and stands, grass and lines, boards, net, whatever is inside the
// goal, the goal frame, then players and ball nearest last, and the graphics on top. A frame depends only on
// the timeline frame it shows (and the camera, which is causal), so pre-strike frames never vary with the
// outcome.
import type { Canvas } from '@napi-rs/canvas';
import { createCanvas } from '@napi-rs/canvas';
import { GOAL_LINE_X } from '../simulator/pitch.ts';
import type { Timeline } from '../simulator/types.ts';
import { toCameraSpace } from './camera.ts';
import type { Camera } from './camera.ts';
import { drawBall, drawBallShadow } from './draw-ball.ts';
import { drawGoalFrame, drawNetBack, drawNetRoof } from './draw-goal.ts';
import { drawScoreboard, drawVerdict } from './draw-overlay.ts';
import { drawPitch } from './draw-pitch.ts';
import { drawPlayer, drawPlayerShadow } from './draw-player.ts';
import type { PlayerLook } from './draw-player.ts';
import { drawBoards, drawSky, drawStands } from './draw-scenery.ts';
import { createTextureRandom } from './draw-shapes.ts';
import type { Context } from './draw-shapes.ts';
import { planCameraPath } from './plan-camera-path.ts';
import type { RenderClipInfo } from './render-types.ts';

export interface FrameScene {
  timeline: Timeline;
  clip: RenderClipInfo;
  cameras: Camera[];
  looks: PlayerLook[];
  width: number;
  height: number;
  canvas: Canvas;
  ctx: Context;
}

export interface CreateFrameSceneOptions {
  timeline: Timeline;
  clip: RenderClipInfo;
  width: number;
  height: number;
}

export interface Verdict {
  text: string;
  goal: boolean;
  /** 0 → 1 over the verdict's time on screen. */
  progress: number;
}

const SKIN_TONES = ['#f2cfb0', '#e0ac85', '#c68b62', '#9a6440', '#6e4329', '#f0c29e'];
const HAIR_COLOURS = ['#231710', '#121212', '#4a3020', '#7b5533', '#c9a66b', '#1c1c1c'];
const GLOVES = '#f1f5f9';
/** Strides per second of the run cycle, in radians per second. */
const RUN_CYCLE_RAD_S = 2 * Math.PI * 1.6;
/** A dive unfolds from upright to flat over this many frames. */
const DIVE_UNFOLD_FRAMES = 7;
const PLAYER_HEIGHT_MIN_M = 1.74;
const PLAYER_HEIGHT_RANGE_M = 0.18;
/** The ball's panels turn this many radians per metre it travels. */
const BALL_SPIN_RAD_M = 2.5;

export function createFrameScene({ timeline, clip, width, height }: CreateFrameSceneOptions): FrameScene {
  const canvas = createCanvas(width, height);
  const looks = timeline.players.map((player): PlayerLook => {
    const random = createTextureRandom(hashString(`${player.team}-${player.shirtNumber}`));
    const keeper = player.role === 'goalkeeper';
    const kit = keeper ? clip.kits.goalkeeper : player.team === 'attack' ? clip.kits.attack : clip.kits.defence;
    return {
      shirt: kit.shirt,
      shorts: kit.shorts,
      number: kit.number,
      socks: kit.shirt,
      skin: SKIN_TONES[Math.floor(random() * SKIN_TONES.length)]!,
      hair: HAIR_COLOURS[Math.floor(random() * HAIR_COLOURS.length)]!,
      gloves: keeper ? GLOVES : null,
      height: PLAYER_HEIGHT_MIN_M + random() * PLAYER_HEIGHT_RANGE_M,
    };
  });
  return {
    timeline,
    clip,
    cameras: planCameraPath({ timeline, width, height }),
    looks,
    width,
    height,
    canvas,
    // Opaque: every pixel is painted, and reading an opaque surface back skips un-premultiplying (10× faster).
    ctx: canvas.getContext('2d', { alpha: false }),
  };
}

export function drawFrame(scene: FrameScene, index: number, verdict: Verdict | null): void {
  const { ctx, timeline, width, height } = scene;
  const frame = timeline.frames[index]!;
  const camera = scene.cameras[index]!;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;

  drawSky(ctx, width, height);
  drawStands(ctx, camera);
  drawPitch(ctx, camera);
  drawBoards(ctx, camera);

  for (const player of frame.players) drawPlayerShadow(ctx, camera, player);
  drawBallShadow(ctx, camera, frame.ball);
  drawNetBack(ctx, camera);

  // Everything is painted far to near; what stands beyond the goal line goes behind the goal frame.
  const items = [
    ...frame.players.map((player, i) => ({ kind: 'player' as const, i, x: player.x, y: player.y, z: player.z + 0.9 })),
    { kind: 'ball' as const, i: -1, x: frame.ball.x, y: frame.ball.y, z: frame.ball.z },
  ]
    .map((item) => ({ ...item, depth: toCameraSpace(camera, item.x, item.y, item.z)[2] }))
    .sort((a, b) => b.depth - a.depth);
  const drawItem = (item: (typeof items)[number]): void => {
    if (item.kind === 'ball') {
      drawBall(ctx, camera, frame.ball, (frame.ball.x + frame.ball.y) * BALL_SPIN_RAD_M);
      return;
    }
    const player = frame.players[item.i]!;
    const dive = timeline.goalkeeperDive;
    drawPlayer({
      ctx,
      camera,
      frame: player,
      look: scene.looks[item.i]!,
      shirtNumber: timeline.players[item.i]!.shirtNumber,
      runPhase: frame.t * RUN_CYCLE_RAD_S + item.i * 1.7,
      diveProgress: Math.min(Math.max((index - dive.startFrame + 1) / DIVE_UNFOLD_FRAMES, 0), 1),
      diveHeight: dive.target.z,
    });
  };
  for (const item of items) if (item.x > GOAL_LINE_X) drawItem(item);
  drawNetRoof(ctx, camera);
  drawGoalFrame(ctx, camera);
  for (const item of items) if (item.x <= GOAL_LINE_X) drawItem(item);

  drawScoreboard(ctx, scene.clip, height / 360);
  if (verdict) drawVerdict({ ctx, ...verdict, width, height });
}

/** The current frame as raw RGBA bytes, a fresh buffer the caller may keep. */
export function readFramePixels(scene: FrameScene): Buffer {
  const { data } = scene.ctx.getImageData(0, 0, scene.width, scene.height);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

function hashString(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}
