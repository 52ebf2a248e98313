// The broadcast graphics: a scoreboard strip (the two invented clubs in their colours and the season) and the
// verdict banner at the end of a post-answer video. Every text is sized to read at 11 CSS px or more on a phone,
// where a 480 px tall picture shows 358 px wide or more (0.42×); the league, which the player picked and the page
// names beside the clip, is left out of the strip so it stays one row under the framing's top margin.
import type { Context, ScreenBox } from './draw-shapes.ts';
import { CONDENSED_FONT_FAMILY, FONT_FAMILY } from './fonts.ts';
import type { RenderClipInfo } from './render-types.ts';

/** The graphics are laid out for a 360 px tall picture and scaled to the real one. */
export const OVERLAY_DESIGN_HEIGHT_PX = 360;
/** The strip's type, in design pixels: 26.7 px at 480 px tall, 11.2 CSS px on a 358 px wide phone picture. */
export const SCOREBOARD_TYPE_PX = 20;
/** The verdict banner's type, in design pixels. */
export const VERDICT_TYPE_PX = 38;
const STRIP_X = 12;
const STRIP_Y = 10;
const STRIP_ROW_H = 30;
const STRIP_PAD = 8;
/** The widest the strip gets, in design pixels: the top-right corner is the replay tag's. */
const STRIP_MAX_W = 470;
const CHIP_W = 12;
const CHIP_TRIM_W = 4;
const CHIP_GAP = 6;
const VERSUS_GAP = 7;
const STRIP_PANEL = 'rgba(12, 16, 28, 0.82)';
const STRIP_ACCENT = '#f5c518';
const GOAL_BANNER = '#f5c518';
const MISS_BANNER = 'rgba(16, 20, 32, 0.9)';
/** The banner slides and fades in over this share of the verdict's time on screen. */
const VERDICT_INTRO_SHARE = 0.25;
/** The banner's top, as a share of the picture's height, and its height in overlay pixels. */
const VERDICT_TOP_SHARE = 0.7;
const VERDICT_BANNER_H = 54;

interface StripLayout {
  home: string;
  away: string;
  season: string;
  homeWidth: number;
  awayWidth: number;
  versusWidth: number;
  seasonWidth: number;
  width: number;
}

/** The strip's pieces and their widths, in design pixels (the context's font is left as the strip's). */
function layoutStrip(ctx: Context, clip: RenderClipInfo): StripLayout {
  const home = clip.attackingTeam.toUpperCase();
  const away = clip.defendingTeam.toUpperCase();
  const season = String(clip.seasonYear);
  ctx.font = `bold ${SCOREBOARD_TYPE_PX}px ${CONDENSED_FONT_FAMILY}`;
  const homeWidth = ctx.measureText(home).width;
  const awayWidth = ctx.measureText(away).width;
  const versusWidth = ctx.measureText('v').width;
  const seasonWidth = ctx.measureText(season).width;
  const chip = CHIP_W + CHIP_TRIM_W + CHIP_GAP;
  const fixed =
    STRIP_PAD + chip + VERSUS_GAP + versusWidth + VERSUS_GAP + chip + STRIP_PAD * 2 + seasonWidth + STRIP_PAD;
  // Two long names are set narrower (never smaller) so the strip stays clear of the replay tag's corner.
  const squeeze = Math.min(1, (STRIP_MAX_W - fixed) / (homeWidth + awayWidth));
  return {
    home,
    away,
    season,
    homeWidth: homeWidth * squeeze,
    awayWidth: awayWidth * squeeze,
    versusWidth,
    seasonWidth,
    width: fixed + (homeWidth + awayWidth) * squeeze,
  };
}

/** The strip's size on screen (px from the top-left corner) for a clip and scale, measured without drawing. */
export function measureScoreboard(
  ctx: Context,
  clip: RenderClipInfo,
  scale: number,
): { right: number; bottom: number } {
  ctx.save();
  const { width } = layoutStrip(ctx, clip);
  ctx.restore();
  return {
    right: Math.ceil((STRIP_X + 3 + width) * scale),
    bottom: Math.ceil((STRIP_Y + STRIP_ROW_H) * scale),
  };
}

export function drawScoreboard(ctx: Context, clip: RenderClipInfo, scale: number): void {
  ctx.save();
  ctx.scale(scale, scale);
  const strip = layoutStrip(ctx, clip);
  const seasonBoxW = STRIP_PAD + strip.seasonWidth + STRIP_PAD;

  ctx.fillStyle = STRIP_ACCENT;
  ctx.fillRect(STRIP_X, STRIP_Y, 3, STRIP_ROW_H);
  ctx.fillStyle = STRIP_PANEL;
  ctx.fillRect(STRIP_X + 3, STRIP_Y, strip.width, STRIP_ROW_H);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.08)';
  ctx.fillRect(STRIP_X + 3, STRIP_Y, strip.width, STRIP_ROW_H / 2);
  // The season sits on its own accent block at the strip's end.
  ctx.fillStyle = STRIP_ACCENT;
  ctx.fillRect(STRIP_X + 3 + strip.width - seasonBoxW, STRIP_Y, seasonBoxW, STRIP_ROW_H);

  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const textY = STRIP_Y + STRIP_ROW_H / 2 + 1;
  let x = STRIP_X + 3 + STRIP_PAD;
  x = teamChip(ctx, x, clip.kits.attack.shirt, clip.kits.attack.shorts);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(strip.home, x, textY, strip.homeWidth);
  x += strip.homeWidth + VERSUS_GAP;
  ctx.fillStyle = '#9aa3b5';
  ctx.fillText('v', x, textY);
  x += strip.versusWidth + VERSUS_GAP;
  x = teamChip(ctx, x, clip.kits.defence.shirt, clip.kits.defence.shorts);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(strip.away, x, textY, strip.awayWidth);
  ctx.fillStyle = '#111111';
  ctx.fillText(strip.season, STRIP_X + 3 + strip.width - STRIP_PAD - strip.seasonWidth, textY);
  ctx.restore();
}

function teamChip(ctx: Context, x: number, shirt: string, trim: string): number {
  ctx.fillStyle = shirt;
  ctx.fillRect(x, STRIP_Y + 7, CHIP_W, STRIP_ROW_H - 14);
  ctx.fillStyle = trim;
  ctx.fillRect(x + CHIP_W, STRIP_Y + 7, CHIP_TRIM_W, STRIP_ROW_H - 14);
  return x + CHIP_W + CHIP_TRIM_W + CHIP_GAP;
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
  ctx.font = `bold ${Math.round(VERDICT_TYPE_PX * scale)}px ${FONT_FAMILY}`;
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
