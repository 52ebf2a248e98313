// The broadcast camera for every frame of a clip. The camera stands still for the whole clip, behind the
// striker on his line to goal and above the play, at one zoom, and only pans: a pan is a shift of the lens, so
// every frame is the same perspective picture moved in the plane by whole pixels.
// That is what lets the renderer draw the static scene once per clip and reuse it (draw-backdrop.ts).
//
// Framing (so the play reads on a phone, where the 854 px video shows ~358 px wide): in every pre-answer frame
// the ball, its shadow, the striker, the keeper and both posts with the crossbar are in the picture, clear of
// the scoreboard, with the striker as tall as the spread of those points allows (see TARGET_STRIKER_SHARE).
//
// No leaks: the stand, the zoom and the pan of the pre-answer frames are planned from the pre-answer frames only
// (they may look ahead within them: the whole build-up comes from the situation, never from the outcome), so
// the pre-answer video of a situation is the same whatever the strike does. After it the camera follows the ball
// toward goal.
import { CROSSBAR_AXIS_Z, GOAL_LINE_X, POST_AXIS_Y, WOODWORK_RADIUS_M } from '../simulator/pitch.ts';
import type { Timeline, TimelineFrame, Vec3 } from '../simulator/types.ts';
import { createCamera, reframeCamera, toCameraSpace } from './camera.ts';
import type { Camera } from './camera.ts';

export interface PlanCameraPathOptions {
  timeline: Timeline;
  width: number;
  height: number;
}

/**
 * The camera stands tried, in order of preference: how far behind the striker (m), how far round from his line
 * to the goal's centre (rad, + toward +y) and how steeply it looks down on him. The first that frames the
 * striker tall enough wins; otherwise the one that frames him tallest. Swinging round toward a cross or a long
 * pass brings the ball and the far post closer together in the picture, and a lower camera squeezes depth.
 */
const CAMERA_DISTANCES_M = [38, 31, 46, 25, 56, 20, 68, 82, 100] as const;
const CAMERA_SWINGS_RAD = [0, 0.2, -0.2, 0.4, -0.4, 0.6, -0.6] as const;
const CAMERA_ELEVATIONS_RAD = [(12 * Math.PI) / 180, (8 * Math.PI) / 180] as const;
const MIN_CAMERA_HEIGHT_M = 4.5;
const MAX_CAMERA_HEIGHT_M = 16;
/** A stand that puts anything to frame closer than this to the lens is not used. */
const MIN_SUBJECT_DEPTH_M = 4;
/**
 * The striker should stand at least this share of the picture's height (0.133 × 480 = 64 px, i.e. 27 px on a
 * 390 px wide phone); when a long pass or cross makes that impossible the stand that gets closest is used.
 */
const TARGET_STRIKER_SHARE = 0.133;
/** …and no taller than this share, so the scene keeps its context. */
const MAX_STRIKER_SHARE = 0.3;
/** Head height used for framing: above the tallest player drawn. */
const FRAMED_HEAD_HEIGHT_M = 1.95;
/** Room kept free around what must be seen, as shares of the picture; the top margin clears the scoreboard. */
const FRAMING_MARGIN_X = 0.035;
export const FRAMING_MARGIN_TOP = 0.15;
const FRAMING_MARGIN_BOTTOM = 0.04;
/**
 * The last second of the pre-answer part cuts to a closer lens (a longer focal from the same stand, so the
 * picture is the same perspective, larger): what must be seen in those frames only (the build-up no longer needs
 * room), by up to this factor, with the striker up to CLOSE_MAX_STRIKER_SHARE of the height. The frozen last frame
 * is what a player studies while answering, so that is where a phone needs the size. Below CLOSE_MIN_ZOOM the cut
 * would barely show, and there is none.
 */
export const CLOSE_UP_FRAMES = 25;
const CLOSE_MAX_ZOOM = 1.7;
const CLOSE_MIN_ZOOM = 1.08;
const CLOSE_MAX_STRIKER_SHARE = 0.42;
/** Where the closer lens frames less room around what must be seen than the wide one. */
const CLOSE_MARGIN_SHARE = 0.6;
/** The pan is smoothed over about this many frames either way. */
const PAN_SMOOTHING_FRAMES = 8;
const PAN_SMOOTHING_PASSES = 6;
/** After the pre-answer part the framed point lags the ball by about this long. */
const FOLLOW_LAG_S = 0.35;
/** After the strike a ball flying off past the goal is followed only this far. */
const FOLLOW_BALL_BEYOND_POST_M = 4;
const FOLLOW_BALL_MAX_X = GOAL_LINE_X + 1.5;
const FOLLOW_BALL_MAX_Z = CROSSBAR_AXIS_Z + 3;

/** The goal's outer corners: both posts from the grass to the top of the crossbar. */
const GOAL_CORNERS: readonly Vec3[] = [1, -1].flatMap((side) => [
  { x: GOAL_LINE_X, y: side * (POST_AXIS_Y + WOODWORK_RADIUS_M), z: 0 },
  { x: GOAL_LINE_X, y: side * (POST_AXIS_Y + WOODWORK_RADIUS_M), z: CROSSBAR_AXIS_Z + WOODWORK_RADIUS_M },
]);

interface Box {
  uMin: number;
  uMax: number;
  vMin: number;
  vMax: number;
}

interface Stand {
  /** A camera of focal 1 centred on 0: projecting with it gives the lens-plane coordinates u (right), v (up). */
  unit: Camera;
  /** Per pre-answer frame: the box of what must be seen, in the lens plane. */
  boxes: Box[];
  /** The focal length of the whole clip, px. */
  focal: number;
  /** The striker's smallest height over the pre-answer frames, px. */
  strikerPx: number;
  /** Per pre-answer frame: the striker's height in the lens plane. */
  strikerHeights: number[];
}

interface Margins {
  x: number;
  top: number;
  bottom: number;
}

/** The closer lens of the last second and its margins, or null when it would not be closer enough to show. */
function closeUpFocal(
  stand: Stand,
  cut: number,
  width: number,
  height: number,
): { focal: number; margins: Margins } | null {
  const wide = marginsOf(width, height);
  // The top margin keeps the scoreboard clear: it stays; the others shrink.
  const margins = { x: wide.x * CLOSE_MARGIN_SHARE, top: wide.top, bottom: wide.bottom * CLOSE_MARGIN_SHARE };
  const fits = stand.boxes
    .slice(cut)
    .map((box, i) =>
      Math.min(
        (width - 2 * margins.x) / (box.uMax - box.uMin),
        (height - margins.top - margins.bottom) / (box.vMax - box.vMin),
        (CLOSE_MAX_STRIKER_SHARE * height) / stand.strikerHeights[cut + i]!,
      ),
    );
  const focal = Math.min(CLOSE_MAX_ZOOM * stand.focal, ...fits);
  return focal >= CLOSE_MIN_ZOOM * stand.focal ? { focal, margins } : null;
}

/** The cameras of a run of frames at one focal: each frame's box inside its window, panned as smoothly as that allows. */
function panAcross(
  unit: Camera,
  boxes: readonly Box[],
  f: number,
  margins: Margins,
  width: number,
  height: number,
): Camera[] {
  const centresU = panWithin(boxes.map((box) => feasible(box.uMin, box.uMax, (width / 2 - margins.x) / f)));
  const centresV = panWithin(
    boxes.map(
      (box) => [box.vMax - (height / 2 - margins.top) / f, box.vMin + (height / 2 - margins.bottom) / f] as const,
    ),
  );
  return boxes.map((_, i) => lens(unit, f, centresU[i]!, centresV[i]!, width, height));
}

export function planCameraPath({ timeline, width, height }: PlanCameraPathOptions): Camera[] {
  const preCount = timeline.preAnswerFrameCount;
  const pre = timeline.frames.slice(0, preCount);
  const shooter = timeline.players.findIndex((player) => player.role === 'shooter');
  const keeper = timeline.players.findIndex((player) => player.role === 'goalkeeper');
  if (shooter < 0 || keeper < 0) throw new Error('a timeline needs a shooter and a goalkeeper to frame');
  const stand = chooseStand({ frames: pre, shooter, keeper, width, height });

  const wideMargins = marginsOf(width, height);
  const cut = preCount - CLOSE_UP_FRAMES;
  const close = closeUpFocal(stand, cut, width, height);
  const cameras = [
    ...panAcross(stand.unit, stand.boxes.slice(0, close ? cut : preCount), stand.focal, wideMargins, width, height),
    ...(close ? panAcross(stand.unit, stand.boxes.slice(cut), close.focal, close.margins, width, height) : []),
  ];
  const f = close?.focal ?? stand.focal;
  const margins = close?.margins ?? wideMargins;
  const last = cameras[preCount - 1]!;
  const centresU = [(width / 2 - last.centreX) / f];
  const centresV = [(last.centreY - height / 2) / f];

  // After the pre-answer part: panning after the ball and keeping the goal in the picture.
  const blend = 1 - Math.exp(-1 / timeline.fps / FOLLOW_LAG_S);
  let u = centresU[0]!;
  let v = centresV[0]!;
  const goal = boxOf(stand.unit, GOAL_CORNERS)!;
  for (const frame of timeline.frames.slice(preCount)) {
    const ball = frame.ball;
    const followed: Vec3 = {
      x: Math.min(ball.x, FOLLOW_BALL_MAX_X),
      y: clamp(ball.y, -POST_AXIS_Y - FOLLOW_BALL_BEYOND_POST_M, POST_AXIS_Y + FOLLOW_BALL_BEYOND_POST_M),
      z: Math.min(ball.z, FOLLOW_BALL_MAX_Z),
    };
    const box = boxOf(stand.unit, [...GOAL_CORNERS, followed]) ?? goal;
    u += ((box.uMin + box.uMax) / 2 - u) * blend;
    v += ((box.vMin + box.vMax) / 2 - v) * blend;
    const [uLow, uHigh] = feasible(goal.uMin, goal.uMax, (width / 2 - margins.x) / f);
    const [vLow, vHigh] = [goal.vMax - (height / 2 - margins.top) / f, goal.vMin + (height / 2 - margins.bottom) / f];
    u = uLow <= uHigh ? clamp(u, uLow, uHigh) : u;
    v = vLow <= vHigh ? clamp(v, vLow, vHigh) : v;
    cameras.push(lens(stand.unit, f, u, v, width, height));
  }
  return cameras;
}

/** Tries the camera distances in order of preference; the first that frames the striker tall enough wins. */
function chooseStand({
  frames,
  shooter,
  keeper,
  width,
  height,
}: {
  frames: TimelineFrame[];
  shooter: number;
  keeper: number;
  width: number;
  height: number;
}): Stand {
  const last = frames[frames.length - 1]!.players[shooter]!;
  const toGoal = { x: GOAL_LINE_X - last.x, y: -last.y };
  const length = Math.hypot(toGoal.x, toGoal.y) || 1;
  const dir = { x: toGoal.x / length, y: toGoal.y / length };
  const margins = marginsOf(width, height);
  let best: Stand | null = null;
  const stands = CAMERA_ELEVATIONS_RAD.flatMap((elevation) =>
    CAMERA_SWINGS_RAD.flatMap((swing) => CAMERA_DISTANCES_M.map((distance) => ({ elevation, swing, distance }))),
  );
  for (const { elevation, swing, distance } of stands) {
    const back = {
      x: dir.x * Math.cos(swing) - dir.y * Math.sin(swing),
      y: dir.x * Math.sin(swing) + dir.y * Math.cos(swing),
    };
    const eye: Vec3 = {
      x: last.x - back.x * distance,
      y: last.y - back.y * distance,
      z: clamp(distance * Math.tan(elevation), MIN_CAMERA_HEIGHT_M, MAX_CAMERA_HEIGHT_M),
    };
    const unit = createCamera({
      eye,
      target: { x: (last.x + GOAL_LINE_X) / 2, y: last.y / 2, z: 1 },
      focal: 1,
      width: 0,
      height: 0,
      centreX: 0,
      centreY: 0,
    });
    const boxes: Box[] = [];
    const strikerHeights: number[] = [];
    let usable = true;
    for (const frame of frames) {
      const box = boxOf(unit, framedPoints(frame, shooter, keeper), MIN_SUBJECT_DEPTH_M);
      const striker = frame.players[shooter]!;
      const feet = toLens(unit, striker.x, striker.y, striker.z);
      const head = toLens(unit, striker.x, striker.y, striker.z + FRAMED_HEAD_HEIGHT_M);
      if (!box || !feet || !head) {
        usable = false;
        break;
      }
      boxes.push(box);
      strikerHeights.push(head[1] - feet[1]);
    }
    if (!usable) continue;
    // One zoom for the whole clip: the tightest that frames every pre-answer frame. A camera that only pans
    // moves the picture by whole pixels, which the backdrop copies exactly and x264 predicts almost for free.
    const focal = Math.min(
      ...boxes.map((box, i) =>
        Math.min(
          (width - 2 * margins.x) / (box.uMax - box.uMin),
          (height - margins.top - margins.bottom) / (box.vMax - box.vMin),
          (MAX_STRIKER_SHARE * height) / strikerHeights[i]!,
        ),
      ),
    );
    const strikerPx = focal * Math.min(...strikerHeights);
    const candidate: Stand = { unit, boxes, focal, strikerPx, strikerHeights };
    if (strikerPx >= TARGET_STRIKER_SHARE * height) return candidate;
    if (!best || strikerPx > best.strikerPx) best = candidate;
  }
  if (!best) throw new Error('no camera stand frames this clip');
  return best;
}

function framedPoints(frame: TimelineFrame, shooter: number, keeper: number): Vec3[] {
  const { ball } = frame;
  const points: Vec3[] = [ball, { x: ball.x, y: ball.y, z: 0 }, ...GOAL_CORNERS];
  for (const index of [shooter, keeper]) {
    const player = frame.players[index]!;
    points.push(
      { x: player.x, y: player.y, z: player.z },
      { x: player.x, y: player.y, z: player.z + FRAMED_HEAD_HEIGHT_M },
    );
  }
  return points;
}

function toLens(
  unit: Camera,
  x: number,
  y: number,
  z: number,
  minDepth = MIN_SUBJECT_DEPTH_M,
): [number, number] | null {
  const [cx, cy, depth] = toCameraSpace(unit, x, y, z);
  return depth < minDepth ? null : [cx / depth, cy / depth];
}

function boxOf(unit: Camera, points: readonly Vec3[], minDepth = MIN_SUBJECT_DEPTH_M): Box | null {
  const box: Box = { uMin: Infinity, uMax: -Infinity, vMin: Infinity, vMax: -Infinity };
  for (const p of points) {
    const at = toLens(unit, p.x, p.y, p.z, minDepth);
    if (!at) return null;
    box.uMin = Math.min(box.uMin, at[0]);
    box.uMax = Math.max(box.uMax, at[0]);
    box.vMin = Math.min(box.vMin, at[1]);
    box.vMax = Math.max(box.vMax, at[1]);
  }
  return box;
}

/** The camera of one frame: focal f, the window centred on lens-plane point (u, v), snapped to whole pixels. */
function lens(unit: Camera, f: number, u: number, v: number, width: number, height: number): Camera {
  return reframeCamera(unit, {
    focal: f,
    centreX: 2 * Math.round((width / 2 - u * f) / 2),
    centreY: 2 * Math.round((height / 2 + v * f) / 2),
    width,
    height,
  });
}

/** Window centres (one axis) that keep [min, max] at least `half` inside: an interval [low, high]. */
function feasible(min: number, max: number, half: number): readonly [number, number] {
  return [max - half, min + half];
}

/**
 * A smooth path through per-frame intervals: start in the middle of each, then alternately smooth and clamp back
 * into the intervals (a projection onto the constraints, which the frames' fitted zoom keeps non-empty).
 */
function panWithin(bounds: readonly (readonly [number, number])[]): number[] {
  let path = bounds.map(([low, high]) => (low + high) / 2);
  const fit = (values: number[]) => values.map((value, i) => clamp(value, bounds[i]![0], bounds[i]![1]));
  for (let pass = 0; pass < PAN_SMOOTHING_PASSES; pass++) path = fit(boxAverage(path, PAN_SMOOTHING_FRAMES));
  return path;
}

function boxAverage(values: readonly number[], k: number): number[] {
  return values.map((_, i) => {
    const window = values.slice(Math.max(0, i - k), i + k + 1);
    return window.reduce((sum, value) => sum + value, 0) / window.length;
  });
}

function marginsOf(width: number, height: number): Margins {
  return { x: FRAMING_MARGIN_X * width, top: FRAMING_MARGIN_TOP * height, bottom: FRAMING_MARGIN_BOTTOM * height };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
