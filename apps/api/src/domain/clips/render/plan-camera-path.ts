// The broadcast camera for every frame of a clip: behind and above the play, looking toward goal, panning
// after the ball with a lag and zooming so that both the ball and the goal mouth stay in the picture. It is
// causal (each frame depends on earlier frames only), so the camera of the pre-answer frames cannot
// anticipate where the strike goes.
import { CROSSBAR_HEIGHT_M, GOAL_LINE_X } from '../simulator/pitch.ts';
import type { Timeline, Vec3 } from '../simulator/types.ts';
import { createCamera } from './camera.ts';
import type { Camera } from './camera.ts';

export interface PlanCameraPathOptions {
  timeline: Timeline;
  width: number;
  height: number;
}

/** The framed point lags the ball by about this long; the camera body (dolly) lags far more. */
const PAN_LAG_S = 0.4;
const DOLLY_LAG_S = 1.6;
/** How far behind the ball the camera stands, how high, and how far it follows the ball across. */
const CAMERA_BACK_M = 16;
const CAMERA_HEIGHT_M = 11;
const CAMERA_LATERAL_SHARE = 0.65;
/** The camera never comes closer to the goal line than this. */
const MIN_CAMERA_GOAL_DISTANCE_M = 26;
/** Room left around the ball and the goal mouth, as an angle. */
const FRAMING_MARGIN_RAD = (7 * Math.PI) / 180;
const MIN_FOV_RAD = (18 * Math.PI) / 180;
const MAX_FOV_RAD = (36 * Math.PI) / 180;
/** Where the framing sits between the ball (0) and the goal (1): a little toward the ball, where the play is. */
const FRAMING_BALANCE = 0.45;

export function planCameraPath({ timeline, width, height }: PlanCameraPathOptions): Camera[] {
  const dt = 1 / timeline.fps;
  const panBlend = 1 - Math.exp(-dt / PAN_LAG_S);
  const dollyBlend = 1 - Math.exp(-dt / DOLLY_LAG_S);
  const aspect = width / height;
  const first = timeline.frames[0]!.ball;
  const pan = { x: first.x, y: first.y };
  const dolly = { x: first.x, y: first.y };
  return timeline.frames.map((frame) => {
    // Balls flying off past the goal would drag the camera into the stand; follow only what is on the pitch.
    const bx = Math.min(frame.ball.x, GOAL_LINE_X);
    const by = frame.ball.y;
    pan.x += (bx - pan.x) * panBlend;
    pan.y += (by - pan.y) * panBlend;
    dolly.x += (bx - dolly.x) * dollyBlend;
    dolly.y += (by - dolly.y) * dollyBlend;
    const eye: Vec3 = {
      x: Math.min(dolly.x - CAMERA_BACK_M, GOAL_LINE_X - MIN_CAMERA_GOAL_DISTANCE_M),
      y: dolly.y * CAMERA_LATERAL_SHARE,
      z: CAMERA_HEIGHT_M,
    };
    // Bearing (yaw) and depression of the followed point on the grass and of the goal mouth's centre.
    const ball = view(eye, pan.x, pan.y, 0);
    const goal = view(eye, GOAL_LINE_X, 0, CROSSBAR_HEIGHT_M / 2);
    const yaw = ball.yaw + (goal.yaw - ball.yaw) * FRAMING_BALANCE;
    const depression = ball.depression + (goal.depression - ball.depression) * FRAMING_BALANCE;
    const verticalSpan = Math.abs(ball.depression - goal.depression) + 2 * FRAMING_MARGIN_RAD;
    const horizontalSpan = Math.abs(ball.yaw - goal.yaw) + 2 * FRAMING_MARGIN_RAD;
    const fromHorizontal = 2 * Math.atan(Math.tan(horizontalSpan / 2) / aspect);
    const verticalFovRad = clamp(Math.max(verticalSpan, fromHorizontal), MIN_FOV_RAD, MAX_FOV_RAD);
    const target: Vec3 = {
      x: eye.x + Math.cos(yaw) * Math.cos(depression),
      y: eye.y + Math.sin(yaw) * Math.cos(depression),
      z: eye.z - Math.sin(depression),
    };
    return createCamera({ eye, target, verticalFovRad, width, height });
  });
}

function view(eye: Vec3, x: number, y: number, z: number): { yaw: number; depression: number } {
  const dx = x - eye.x;
  const dy = y - eye.y;
  return { yaw: Math.atan2(dy, dx), depression: Math.atan2(eye.z - z, Math.hypot(dx, dy)) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
