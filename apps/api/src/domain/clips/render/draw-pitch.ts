// The grass and its markings: mown stripes across the pitch, the run-off beyond the lines, and every line of
// the attacked half near the goal (the camera never sees the other end).
import {
  GOAL_HALF_WIDTH_M,
  GOAL_LINE_X,
  PENALTY_AREA_DEPTH_M,
  PENALTY_AREA_HALF_WIDTH_M,
  PITCH_LENGTH_M,
  TOUCHLINE_Y,
  WALL_DISTANCE_M,
} from '../simulator/pitch.ts';
import type { Camera } from './camera.ts';
import { fillPolygon, groundArc, groundStrip, tracePolygon } from './draw-shapes.ts';
import type { Context } from './draw-shapes.ts';

const RUN_OFF_COLOUR = '#2f6e2c';
const STRIPE_COLOURS = ['#3f8a37', '#4c9a42'] as const;
const STRIPE_WIDTH_M = PITCH_LENGTH_M / 20;
const LINE_COLOUR = 'rgba(245, 248, 240, 0.9)';
/** Laws of the Game: lines up to 12 cm wide. */
const LINE_WIDTH_M = 0.12;
const SIX_YARD_DEPTH_M = 5.5;
const SIX_YARD_HALF_WIDTH_M = GOAL_HALF_WIDTH_M + 5.5;
const PENALTY_SPOT_DISTANCE_M = 11;
const PENALTY_SPOT_RADIUS_M = 0.11;
const CORNER_ARC_RADIUS_M = 1;
/** The run-off grass reaches the stands. */
const RUN_OFF_M = 12;

export function drawPitch(ctx: Context, camera: Camera): void {
  const back = -GOAL_LINE_X;
  fillPolygon(
    ctx,
    camera,
    [
      { x: back - RUN_OFF_M, y: -TOUCHLINE_Y - RUN_OFF_M, z: 0 },
      { x: GOAL_LINE_X + RUN_OFF_M, y: -TOUCHLINE_Y - RUN_OFF_M, z: 0 },
      { x: GOAL_LINE_X + RUN_OFF_M, y: TOUCHLINE_Y + RUN_OFF_M, z: 0 },
      { x: back - RUN_OFF_M, y: TOUCHLINE_Y + RUN_OFF_M, z: 0 },
    ],
    RUN_OFF_COLOUR,
  );
  // Stripes run across the pitch; the lighter ones are traced into one path so they fill in one call.
  fillPolygon(
    ctx,
    camera,
    [
      { x: back, y: -TOUCHLINE_Y, z: 0 },
      { x: GOAL_LINE_X, y: -TOUCHLINE_Y, z: 0 },
      { x: GOAL_LINE_X, y: TOUCHLINE_Y, z: 0 },
      { x: back, y: TOUCHLINE_Y, z: 0 },
    ],
    STRIPE_COLOURS[0],
  );
  ctx.beginPath();
  for (let x = back + STRIPE_WIDTH_M; x < GOAL_LINE_X; x += 2 * STRIPE_WIDTH_M) {
    tracePolygon(ctx, camera, [
      { x, y: -TOUCHLINE_Y, z: 0 },
      { x: x + STRIPE_WIDTH_M, y: -TOUCHLINE_Y, z: 0 },
      { x: x + STRIPE_WIDTH_M, y: TOUCHLINE_Y, z: 0 },
      { x, y: TOUCHLINE_Y, z: 0 },
    ]);
  }
  ctx.fillStyle = STRIPE_COLOURS[1];
  ctx.fill();
  drawMarkings(ctx, camera);
}

function drawMarkings(ctx: Context, camera: Camera): void {
  const g = GOAL_LINE_X;
  const w = LINE_WIDTH_M;
  const penaltyX = g - PENALTY_AREA_DEPTH_M;
  const sixX = g - SIX_YARD_DEPTH_M;
  const spotX = g - PENALTY_SPOT_DISTANCE_M;
  // Where the penalty arc meets the edge of the area.
  const arcHalfAngle = Math.acos((PENALTY_AREA_DEPTH_M - PENALTY_SPOT_DISTANCE_M) / WALL_DISTANCE_M);
  const shapes = [
    groundStrip(g, -TOUCHLINE_Y, g, TOUCHLINE_Y, w),
    groundStrip(-g, -TOUCHLINE_Y, g, -TOUCHLINE_Y, w),
    groundStrip(-g, TOUCHLINE_Y, g, TOUCHLINE_Y, w),
    groundStrip(0, -TOUCHLINE_Y, 0, TOUCHLINE_Y, w),
    groundStrip(penaltyX, -PENALTY_AREA_HALF_WIDTH_M, penaltyX, PENALTY_AREA_HALF_WIDTH_M, w),
    groundStrip(penaltyX, -PENALTY_AREA_HALF_WIDTH_M, g, -PENALTY_AREA_HALF_WIDTH_M, w),
    groundStrip(penaltyX, PENALTY_AREA_HALF_WIDTH_M, g, PENALTY_AREA_HALF_WIDTH_M, w),
    groundStrip(sixX, -SIX_YARD_HALF_WIDTH_M, sixX, SIX_YARD_HALF_WIDTH_M, w),
    groundStrip(sixX, -SIX_YARD_HALF_WIDTH_M, g, -SIX_YARD_HALF_WIDTH_M, w),
    groundStrip(sixX, SIX_YARD_HALF_WIDTH_M, g, SIX_YARD_HALF_WIDTH_M, w),
    groundArc(spotX, 0, WALL_DISTANCE_M, Math.PI - arcHalfAngle, Math.PI + arcHalfAngle, w),
    groundArc(spotX, 0, PENALTY_SPOT_RADIUS_M / 2, 0, 2 * Math.PI, PENALTY_SPOT_RADIUS_M, 10),
    groundArc(0, 0, WALL_DISTANCE_M, 0, 2 * Math.PI, w, 48),
    groundArc(g, TOUCHLINE_Y, CORNER_ARC_RADIUS_M, Math.PI, 1.5 * Math.PI, w, 8),
    groundArc(g, -TOUCHLINE_Y, CORNER_ARC_RADIUS_M, 0.5 * Math.PI, Math.PI, w, 8),
  ];
  // One fill per marking: strips crossing at the corners wind in opposite senses and would cancel in one path.
  for (const shape of shapes) fillPolygon(ctx, camera, shape, LINE_COLOUR);
}
