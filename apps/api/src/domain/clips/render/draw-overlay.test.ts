import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPETITIONS, GOALKEEPER_KITS } from '../simulator/competitions.ts';
import { measureScoreboard, OVERLAY_DESIGN_HEIGHT_PX, SCOREBOARD_TYPE_PX, VERDICT_TYPE_PX } from './draw-overlay.ts';
import { FRAMING_MARGIN_TOP } from './plan-camera-path.ts';
import { createReplayTag, REPLAY_TAG_MARGIN_SHARE, REPLAY_TAG_TEXT_SHARE } from './replay-frames.ts';
import { VIDEO_HEIGHT_PX, VIDEO_WIDTH_PX } from './render-settings.ts';
import type { RenderClipInfo } from './render-types.ts';

// The text burned into a clip must read on a phone: at 390×844 the picture shows at least 358 CSS px wide
// (e2e/phone.spec.ts measures it), so a 480 px tall render is seen at 358 / 854 of its size.
const PHONE_CLIP_CSS_WIDTH = 358;
const MIN_CSS_PX = 11;
const phoneScale = PHONE_CLIP_CSS_WIDTH / VIDEO_WIDTH_PX;
const designScale = VIDEO_HEIGHT_PX / OVERLAY_DESIGN_HEIGHT_PX;

describe('the broadcast graphics on a phone', () => {
  it('draw every text at 11 CSS px or more on a 358 px wide picture', () => {
    expect(SCOREBOARD_TYPE_PX * designScale * phoneScale).toBeGreaterThanOrEqual(MIN_CSS_PX);
    expect(VERDICT_TYPE_PX * designScale * phoneScale).toBeGreaterThanOrEqual(MIN_CSS_PX);
    expect(Math.round(REPLAY_TAG_TEXT_SHARE * VIDEO_HEIGHT_PX) * phoneScale).toBeGreaterThanOrEqual(MIN_CSS_PX);
  });

  it('keep the scoreboard of every fixture to one row above the framing, clear of the replay tag', () => {
    const ctx = createCanvas(1, 1).getContext('2d');
    const tag = createReplayTag(VIDEO_WIDTH_PX, VIDEO_HEIGHT_PX);
    const tagLeft = VIDEO_WIDTH_PX - REPLAY_TAG_MARGIN_SHARE * VIDEO_HEIGHT_PX - tag.width;
    for (const competition of DEMO_COMPETITIONS) {
      for (const home of competition.clubs) {
        for (const away of competition.clubs) {
          if (home === away) continue;
          const clip: RenderClipInfo = {
            league: competition.name,
            seasonYear: 2024,
            goalType: 'Shot',
            attackingTeam: home.name,
            defendingTeam: away.name,
            kits: { attack: home.home, defence: away.away, goalkeeper: GOALKEEPER_KITS[0]! },
          };
          const size = measureScoreboard(ctx, clip, designScale);
          expect(size.bottom).toBeLessThanOrEqual(FRAMING_MARGIN_TOP * VIDEO_HEIGHT_PX);
          expect(size.right, `${home.name} v ${away.name}`).toBeLessThan(tagLeft);
        }
      }
    }
  });
});
