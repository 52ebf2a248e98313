// One frame of a clip, back to front: the static scenery (sky, stands, grass and lines, boards, back of the net,
// drawn once per clip: draw-backdrop.ts), shadows, whatever is inside the goal, the goal's front, then players
// and ball nearest last, and the graphics on top. A pre-answer frame depends only on the pre-answer part of the
// timeline (its frame, the camera planned from that part, and the backdrop drawn for those cameras), so it never
// varies with the outcome.
import type { Canvas } from '@napi-rs/canvas';
import { createCanvas } from '@napi-rs/canvas';
import { GOAL_LINE_X } from '../simulator/pitch.ts';
import type { Timeline } from '../simulator/types.ts';
import { toCameraSpace } from './camera.ts';
import type { Camera } from './camera.ts';
import {
  blendI420Overlay,
  ceilEven,
  copyI420Window,
  createI420Overlay,
  tileRuns,
  writeCanvasRuns,
} from './compose-i420-frame.ts';
import type { I420Image, I420Overlay, TileRun } from './compose-i420-frame.ts';
import { createBackdrop, drawGoalFront, drawScenery, windowOf } from './draw-backdrop.ts';
import type { Backdrop } from './draw-backdrop.ts';
import {
  BALL_TRAIL_FRAMES,
  ballBox,
  ballShadowBox,
  ballTrailBox,
  drawBall,
  drawBallShadow,
  drawBallTrail,
} from './draw-ball.ts';
import {
  drawScoreboard,
  drawVerdict,
  measureScoreboard,
  OVERLAY_DESIGN_HEIGHT_PX,
  verdictBox,
} from './draw-overlay.ts';
import { drawPlayer, drawPlayerShadow, playerBox, playerShadowBox } from './draw-player.ts';
import type { PlayerLook } from './draw-player.ts';
import { createTextureRandom } from './draw-shapes.ts';
import type { Context, ScreenBox } from './draw-shapes.ts';
import { planCameraPath } from './plan-camera-path.ts';
import type { RenderClipInfo } from './render-types.ts';

export interface FrameScene {
  timeline: Timeline;
  clip: RenderClipInfo;
  cameras: Camera[];
  /**
   * The backdrops, one per zoom: the pre-answer frames' wide one before the cut to the closer lens (closeFrom),
   * the closer one of the pre-answer frames after it, each drawn from those frames' cameras only, and the one of
   * the frames after the pre-answer part.
   */
  wideBackdrop: Backdrop;
  closeBackdrop: Backdrop;
  postBackdrop: Backdrop;
  closeFrom: number;
  /** The scoreboard strip, drawn once, and the same ready to lay over I420 frames (composeFrame). */
  scoreboard: Canvas;
  scoreboardOverlay: I420Overlay;
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
export const PLAYER_HEIGHT_MIN_M = 1.74;
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
  const cameras = planCameraPath({ timeline, width, height });
  const scoreboard = createScoreboard(clip, width, height);
  const preCount = timeline.preAnswerFrameCount;
  // The cut to the closer lens, if the clip has one (plan-camera-path.ts).
  const cut = cameras.findIndex((camera) => camera.focal !== cameras[0]!.focal);
  const closeFrom = cut < 0 || cut >= preCount ? preCount : cut;
  const wideBackdrop = createBackdrop(cameras.slice(0, closeFrom));
  const closeBackdrop = closeFrom < preCount ? createBackdrop(cameras.slice(closeFrom, preCount)) : wideBackdrop;
  const postCameras = cameras.slice(preCount);
  // Usually the later frames fit the last pre-answer backdrop; when the camera pans beyond it they get a larger
  // one, drawn on the same pixel grid so the end of the pre-answer part does not show.
  const postBackdrop = postCameras.every((camera) => fitsBackdrop(camera, closeBackdrop))
    ? closeBackdrop
    : createBackdrop(cameras.slice(closeFrom < preCount ? closeFrom : 0));
  return {
    timeline,
    clip,
    cameras,
    wideBackdrop,
    closeBackdrop,
    postBackdrop,
    closeFrom,
    scoreboard,
    scoreboardOverlay: createI420Overlay(scoreboard),
    looks,
    width,
    height,
    canvas,
    // Opaque: every pixel is painted, and reading an opaque surface back skips un-premultiplying (10× faster).
    ctx: canvas.getContext('2d', { alpha: false }),
  };
}

/**
 * Draws frame `index` on the scene's canvas and returns where it differs from its backdrop's still picture
 * (around players, ball, shadows and graphics), in whole tiles: only those are read back.
 */
export function drawFrame(scene: FrameScene, index: number, verdict: Verdict | null): TileRun[] {
  const { ctx, timeline, width, height } = scene;
  const frame = timeline.frames[index]!;
  const camera = scene.cameras[index]!;
  const backdrop = backdropOf(scene, index);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  // Where the ball was over the last frames (earlier frames only, so a pre-answer frame's trail is pre-answer).
  const trail = timeline.frames
    .slice(Math.max(0, index - BALL_TRAIL_FRAMES), index)
    .map((f) => f.ball)
    .reverse();

  // Where this frame differs from the still picture.
  const boxes: (ScreenBox | null)[] = [
    ...frame.players.flatMap((player, i) => [
      playerShadowBox(camera, player),
      playerBox(camera, player, scene.looks[i]!),
    ]),
    ballShadowBox(camera, frame.ball),
    ballBox(camera, frame.ball),
    ballTrailBox(camera, frame.ball, trail),
    verdict ? verdictBox(width, height) : null,
  ];
  const runs = tileRuns(
    boxes.filter((box) => box !== null),
    width,
    height,
  );
  drawScenery(ctx, backdrop, camera);
  for (const player of frame.players) drawPlayerShadow(ctx, camera, player);
  drawBallShadow(ctx, camera, frame.ball);

  // Everything is painted far to near; what stands beyond the goal line goes behind the goal frame.
  const items = [
    ...frame.players.map((player, i) => ({ kind: 'player' as const, i, x: player.x, y: player.y, z: player.z + 0.9 })),
    { kind: 'ball' as const, i: -1, x: frame.ball.x, y: frame.ball.y, z: frame.ball.z },
  ]
    .map((item) => ({ ...item, depth: toCameraSpace(camera, item.x, item.y, item.z)[2] }))
    .sort((a, b) => b.depth - a.depth);
  const drawItem = (item: (typeof items)[number]): void => {
    if (item.kind === 'ball') {
      drawBallTrail(ctx, camera, frame.ball, trail);
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
  drawGoalFront(ctx, backdrop, camera);
  for (const item of items) if (item.x <= GOAL_LINE_X) drawItem(item);

  // The scoreboard is not drawn here: composeFrame lays it over the I420 frame, which costs less than painting
  // and reading back its see-through strip, different in every frame as the stadium pans under it.
  if (verdict) drawVerdict({ ctx, ...verdict, width, height });
  return runs;
}

/** Puts the scoreboard on the canvas, where drawFrame leaves it off, so the canvas shows the whole frame (the poster). */
export function drawScoreboardOnCanvas(scene: FrameScene): void {
  scene.ctx.setTransform(1, 0, 0, 1, 0, 0);
  scene.ctx.drawImage(scene.scoreboard, 0, 0);
}

/**
 * Writes frame `index`, just drawn by drawFrame (which returned `runs`), into `target` as I420: the window of the
 * still picture, then what the canvas shows in the runs, then the scoreboard over it.
 */
export function composeFrame(scene: FrameScene, index: number, runs: readonly TileRun[], target: I420Image): void {
  const backdrop = backdropOf(scene, index);
  const { left, top } = windowOf(backdrop, scene.cameras[index]!);
  copyI420Window(backdrop.still, target, left, top);
  writeCanvasRuns(scene.ctx, target, runs);
  blendI420Overlay(scene.scoreboardOverlay, target);
}

function backdropOf(scene: FrameScene, index: number): Backdrop {
  if (index < scene.closeFrom) return scene.wideBackdrop;
  return index < scene.timeline.preAnswerFrameCount ? scene.closeBackdrop : scene.postBackdrop;
}

function fitsBackdrop(camera: Camera, backdrop: Backdrop): boolean {
  const scale = camera.focal / backdrop.camera.focal;
  const left = camera.centreX - scale * backdrop.camera.centreX;
  const top = camera.centreY - scale * backdrop.camera.centreY;
  return (
    scale <= 1 &&
    left <= 0 &&
    top <= 0 &&
    left + backdrop.camera.width * scale >= camera.width &&
    top + backdrop.camera.height * scale >= camera.height
  );
}

/** Just the strip's corner of the screen, so compositing it costs little. */
function createScoreboard(clip: RenderClipInfo, width: number, height: number): Canvas {
  const scale = height / OVERLAY_DESIGN_HEIGHT_PX;
  const size = measureScoreboard(createCanvas(1, 1).getContext('2d'), clip, scale);
  // Even, for the I420 chroma samples it is blended into.
  const canvas = createCanvas(Math.min(width, ceilEven(size.right + 2)), Math.min(height, ceilEven(size.bottom + 2)));
  drawScoreboard(canvas.getContext('2d'), clip, scale);
  return canvas;
}

function hashString(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}
