// What surrounds the pitch: the floodlit dark above, the stands with their crowd, and the advertising boards
// behind the goal. Invented sponsors only.
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import { BOARDS_X, GOAL_LINE_X, TOUCHLINE_Y } from '../simulator/pitch.ts';
import type { Vec3 } from '../simulator/types.ts';
import { project } from './camera.ts';
import type { Camera } from './camera.ts';
import { createTextureRandom, fillPolygon, tracePolygon } from './draw-shapes.ts';
import type { Context } from './draw-shapes.ts';
import { FONT_FAMILY } from './fonts.ts';

const SKY_TOP = '#10151f';
const SKY_BOTTOM = '#27303f';
const STAND_COLOUR = '#262b35';
const STAND_FRONT_X = GOAL_LINE_X + 9;
const STAND_BACK_X = GOAL_LINE_X + 34;
const STAND_SIDE_Y = TOUCHLINE_Y + 9;
const STAND_SIDE_BACK_Y = TOUCHLINE_Y + 34;
const STAND_HEIGHT_M = 19;
const STAND_HALF_WIDTH_M = 70;
/** The front wall under the first row of seats. */
const STAND_WALL_M = 1.6;
const BOARD_HEIGHT_M = 0.9;
const BOARD_PANEL_M = 8;
const BOARD_HALF_WIDTH_M = 40;
const SPONSORS = [
  { name: 'NORTHWIND', background: '#0b3d91', text: '#ffffff' },
  { name: 'VOLTARA', background: '#f2c230', text: '#1a1a1a' },
  { name: 'KESTREL AIR', background: '#c8102e', text: '#ffffff' },
  { name: 'BRIGHTWAVE', background: '#111111', text: '#3ad6ff' },
  { name: 'HALCYON', background: '#f4f4f4', text: '#0a5c36' },
] as const;
const CROWD_TEXTURE_W = 640;
const CROWD_TEXTURE_H = 200;
const CROWD_ROWS = 22;
/** Muted shirt colours: a crowd far away is a soft speckle, not confetti. */
const CROWD_COLOURS = ['#8d9099', '#45557a', '#7a4248', '#8c7d52', '#2a2c31', '#5d6b85', '#5c4760', '#a4a7ad'];
const CROWD_SKIN = ['#a98b76', '#6f5443'];

let crowdTexture: Canvas | null = null;

export function drawSky(ctx: Context, width: number, height: number): void {
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, SKY_TOP);
  gradient.addColorStop(1, SKY_BOTTOM);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

export function drawStands(ctx: Context, camera: Camera): void {
  const texture = getCrowdTexture();
  // Side stands first: the end stand behind the goal overlaps them at the corners.
  for (const side of [1, -1]) {
    const x0 = Math.max(camera.eye.x + 4, -GOAL_LINE_X);
    const x1 = STAND_FRONT_X;
    const front = STAND_SIDE_Y * side;
    const back = STAND_SIDE_BACK_Y * side;
    drawStand(ctx, camera, texture, [
      { x: x0, y: front, z: STAND_WALL_M },
      { x: x1, y: front, z: STAND_WALL_M },
      { x: x1, y: back, z: STAND_HEIGHT_M },
      { x: x0, y: back, z: STAND_HEIGHT_M },
    ]);
  }
  drawStand(ctx, camera, texture, [
    { x: STAND_FRONT_X, y: STAND_HALF_WIDTH_M, z: STAND_WALL_M },
    { x: STAND_FRONT_X, y: -STAND_HALF_WIDTH_M, z: STAND_WALL_M },
    { x: STAND_BACK_X, y: -STAND_HALF_WIDTH_M, z: STAND_HEIGHT_M },
    { x: STAND_BACK_X, y: STAND_HALF_WIDTH_M, z: STAND_HEIGHT_M },
  ]);
}

/** A stand from its front edge (first two corners, left to right on screen) to its back edge. */
function drawStand(ctx: Context, camera: Camera, texture: Canvas, corners: Vec3[]): void {
  const [frontA, frontB, backB, backA] = corners as [Vec3, Vec3, Vec3, Vec3];
  // The wall below the first row.
  fillPolygon(ctx, camera, [{ ...frontA, z: 0 }, { ...frontB, z: 0 }, frontB, frontA], '#1b1f27');
  ctx.save();
  ctx.beginPath();
  if (!tracePolygon(ctx, camera, corners)) {
    ctx.restore();
    return;
  }
  ctx.fillStyle = STAND_COLOUR;
  ctx.fill();
  ctx.clip();
  // The crowd is mapped affinely from three corners: not exact perspective, invisible on a crowd.
  const topLeft = project(camera, backA.x, backA.y, backA.z);
  const topRight = project(camera, backB.x, backB.y, backB.z);
  const bottomLeft = project(camera, frontA.x, frontA.y, frontA.z);
  if (topLeft && topRight && bottomLeft) {
    ctx.setTransform(
      (topRight.x - topLeft.x) / CROWD_TEXTURE_W,
      (topRight.y - topLeft.y) / CROWD_TEXTURE_W,
      (bottomLeft.x - topLeft.x) / CROWD_TEXTURE_H,
      (bottomLeft.y - topLeft.y) / CROWD_TEXTURE_H,
      topLeft.x,
      topLeft.y,
    );
    ctx.drawImage(texture, 0, 0);
    // The roof shades the upper rows.
    const shade = ctx.createLinearGradient(0, 0, 0, CROWD_TEXTURE_H);
    shade.addColorStop(0, 'rgba(8, 10, 16, 0.7)');
    shade.addColorStop(0.6, 'rgba(8, 10, 16, 0.15)');
    shade.addColorStop(1, 'rgba(8, 10, 16, 0)');
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, CROWD_TEXTURE_W, CROWD_TEXTURE_H);
  }
  ctx.restore();
}

export function drawBoards(ctx: Context, camera: Camera): void {
  let index = 0;
  for (let y = BOARD_HALF_WIDTH_M; y > -BOARD_HALF_WIDTH_M; y -= BOARD_PANEL_M, index++) {
    const sponsor = SPONSORS[index % SPONSORS.length]!;
    const left = y;
    const right = y - BOARD_PANEL_M;
    const panel: Vec3[] = [
      { x: BOARDS_X, y: left, z: 0 },
      { x: BOARDS_X, y: right, z: 0 },
      { x: BOARDS_X, y: right, z: BOARD_HEIGHT_M },
      { x: BOARDS_X, y: left, z: BOARD_HEIGHT_M },
    ];
    fillPolygon(ctx, camera, panel, sponsor.background);
    const topLeft = project(camera, BOARDS_X, left, BOARD_HEIGHT_M);
    const topRight = project(camera, BOARDS_X, right, BOARD_HEIGHT_M);
    const bottomLeft = project(camera, BOARDS_X, left, 0);
    if (!topLeft || !topRight || !bottomLeft) continue;
    const panelPx = topRight.x - topLeft.x;
    if (panelPx < 20 || topLeft.x > camera.width || topRight.x < 0) continue;
    // Lettering drawn on a 400 × 45 panel and mapped onto the board.
    ctx.save();
    ctx.setTransform(
      panelPx / 400,
      (topRight.y - topLeft.y) / 400,
      (bottomLeft.x - topLeft.x) / 45,
      (bottomLeft.y - topLeft.y) / 45,
      topLeft.x,
      topLeft.y,
    );
    ctx.fillStyle = sponsor.text;
    ctx.font = `bold 34px ${FONT_FAMILY}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(sponsor.name, 200, 24);
    ctx.restore();
  }
}

function getCrowdTexture(): Canvas {
  if (crowdTexture) return crowdTexture;
  const canvas = createCanvas(CROWD_TEXTURE_W, CROWD_TEXTURE_H);
  const ctx = canvas.getContext('2d');
  const random = createTextureRandom(0x5eed);
  ctx.fillStyle = STAND_COLOUR;
  ctx.fillRect(0, 0, CROWD_TEXTURE_W, CROWD_TEXTURE_H);
  const rowHeight = CROWD_TEXTURE_H / CROWD_ROWS;
  for (let row = 0; row < CROWD_ROWS; row++) {
    const y = row * rowHeight;
    ctx.fillStyle = row % 2 ? '#2d3340' : '#323947';
    ctx.fillRect(0, y, CROWD_TEXTURE_W, rowHeight);
    for (let x = random() * 3; x < CROWD_TEXTURE_W; x += 2.2 + random() * 2.2) {
      if (random() < 0.12) continue; // an empty seat
      ctx.fillStyle = CROWD_COLOURS[Math.floor(random() * CROWD_COLOURS.length)]!;
      ctx.fillRect(x, y + rowHeight * 0.35, 1.6, rowHeight * 0.6);
      ctx.fillStyle = CROWD_SKIN[random() < 0.5 ? 0 : 1]!;
      ctx.fillRect(x + 0.3, y + rowHeight * 0.1, 1, rowHeight * 0.3);
    }
  }
  crowdTexture = canvas;
  return canvas;
}
