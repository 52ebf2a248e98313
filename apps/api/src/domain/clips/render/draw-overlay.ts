// The broadcast graphics: a small scoreboard strip (competition, season, the two invented clubs in their
// colours) and the verdict banner at the end of a post-answer video.
import type { Context, ScreenBox } from './draw-shapes.ts';
import { CONDENSED_FONT_FAMILY, FONT_FAMILY } from './fonts.ts';
import type { RenderClipInfo } from './render-types.ts';

/** The graphics are laid out for a 360 px tall picture and scaled to the real one. */
export const OVERLAY_DESIGN_HEIGHT_PX = 360;
const STRIP_X = 14;
const STRIP_Y = 12;
const STRIP_ROW_H = 18;
const STRIP_PANEL = 'rgba(12, 16, 28, 0.82)';
const STRIP_ACCENT = '#f5c518';
const GOAL_BANNER = '#f5c518';
const MISS_BANNER = 'rgba(16, 20, 32, 0.9)';
/** The banner slides and fades in over this share of the verdict's time on screen. */
const VERDICT_INTRO_SHARE = 0.25;
/** The banner's top, as a share of the picture's height, and its height in overlay pixels. */
const VERDICT_TOP_SHARE = 0.7;
const VERDICT_BANNER_H = 54;

/** The strip's size on screen (px from the top-left corner) for a clip and scale, measured without drawing. */
export function measureScoreboard(
  ctx: Context,
  clip: RenderClipInfo,
  scale: number,
): { right: number; bottom: number } {
  return {
    right: Math.ceil((STRIP_X + 3 + stripWidth(ctx, clip)) * scale),
    bottom: Math.ceil((STRIP_Y + STRIP_ROW_H * 2) * scale),
  };
}

function stripWidth(ctx: Context, clip: RenderClipInfo): number {
  ctx.save();
  ctx.font = `bold 10px ${FONT_FAMILY}`;
  const titleWidth = ctx.measureText(`${clip.league.toUpperCase()}  ·  ${clip.seasonYear}`).width;
  ctx.font = `bold 12px ${CONDENSED_FONT_FAMILY}`;
  const teamsWidth =
    ctx.measureText(clip.attackingTeam.toUpperCase()).width +
    ctx.measureText(clip.defendingTeam.toUpperCase()).width +
    64;
  ctx.restore();
  return Math.max(titleWidth + 16, teamsWidth + 8);
}

export function drawScoreboard(ctx: Context, clip: RenderClipInfo, scale: number): void {
  ctx.save();
  ctx.scale(scale, scale);
  const title = `${clip.league.toUpperCase()}  ·  ${clip.seasonYear}`;
  const home = clip.attackingTeam.toUpperCase();
  const away = clip.defendingTeam.toUpperCase();
  const width = stripWidth(ctx, clip);

  ctx.fillStyle = STRIP_ACCENT;
  ctx.fillRect(STRIP_X, STRIP_Y, 3, STRIP_ROW_H * 2);
  ctx.fillStyle = STRIP_PANEL;
  ctx.fillRect(STRIP_X + 3, STRIP_Y, width, STRIP_ROW_H * 2);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.08)';
  ctx.fillRect(STRIP_X + 3, STRIP_Y, width, STRIP_ROW_H);

  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = '#d7dbe4';
  ctx.font = `bold 10px ${FONT_FAMILY}`;
  ctx.fillText(title, STRIP_X + 11, STRIP_Y + STRIP_ROW_H / 2 + 0.5);

  const rowY = STRIP_Y + STRIP_ROW_H;
  let x = STRIP_X + 11;
  ctx.font = `bold 12px ${CONDENSED_FONT_FAMILY}`;
  x = teamChip(ctx, x, rowY, clip.kits.attack.shirt, clip.kits.attack.shorts);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(home, x, rowY + STRIP_ROW_H / 2 + 0.5);
  x += ctx.measureText(home).width + 8;
  ctx.fillStyle = '#9aa3b5';
  ctx.fillText('v', x, rowY + STRIP_ROW_H / 2 + 0.5);
  x += 14;
  x = teamChip(ctx, x, rowY, clip.kits.defence.shirt, clip.kits.defence.shorts);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(away, x, rowY + STRIP_ROW_H / 2 + 0.5);
  ctx.restore();
}

function teamChip(ctx: Context, x: number, rowY: number, shirt: string, trim: string): number {
  ctx.fillStyle = shirt;
  ctx.fillRect(x, rowY + 4, 9, STRIP_ROW_H - 8);
  ctx.fillStyle = trim;
  ctx.fillRect(x + 9, rowY + 4, 3, STRIP_ROW_H - 8);
  return x + 17;
}

export interface DrawVerdictOptions {
  ctx: Context;
  text: string;
  goal: boolean;
  /** 0 when the verdict appears, 1 at the last frame. */
  progress: number;
  width: number;
  height: number;
}

/** Once the banner is fully in, it no longer changes: frames that repeat the last one can be reused as they are. */
export function isVerdictSettled(progress: number): boolean {
  return progress >= VERDICT_INTRO_SHARE;
}

/** The band of the screen the banner can cover. */
export function verdictBox(width: number, height: number): ScreenBox {
  const top = height * VERDICT_TOP_SHARE;
  const bannerH = VERDICT_BANNER_H * (height / OVERLAY_DESIGN_HEIGHT_PX);
  return { left: 0, top: top - 2, right: width, bottom: top + bannerH + 2 };
}

export function drawVerdict({ ctx, text, goal, progress, width, height }: DrawVerdictOptions): void {
  const intro = Math.min(progress / VERDICT_INTRO_SHARE, 1);
  const eased = 1 - (1 - intro) ** 3;
  const scale = height / OVERLAY_DESIGN_HEIGHT_PX;
  const bannerH = VERDICT_BANNER_H * scale;
  const y = height * VERDICT_TOP_SHARE;
  ctx.save();
  ctx.globalAlpha = eased;
  ctx.font = `bold ${Math.round(38 * scale)}px ${FONT_FAMILY}`;
  const textWidth = ctx.measureText(text).width;
  const bannerW = (textWidth + 70 * scale) * (0.6 + 0.4 * eased);
  const x = (width - bannerW) / 2;
  ctx.fillStyle = goal ? GOAL_BANNER : MISS_BANNER;
  ctx.beginPath();
  ctx.moveTo(x + 14 * scale, y);
  ctx.lineTo(x + bannerW, y);
  ctx.lineTo(x + bannerW - 14 * scale, y + bannerH);
  ctx.lineTo(x, y + bannerH);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = goal ? '#111111' : '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, width / 2, y + bannerH / 2 + 1 * scale);
  ctx.restore();
}
