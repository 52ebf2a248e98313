import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoalType } from '@gom/contract/constants';
import { DEMO_COMPETITIONS, GOALKEEPER_KITS } from '../simulator/competitions.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import { simulateStrike } from '../simulator/simulate-clip.ts';
import type { Situation } from '../simulator/types.ts';
import { probeAudio, probeVideo } from './probe-video.ts';
import { readMp4Boxes } from './read-mp4-boxes.ts';
import { renderClip } from './render-clip.ts';
import type { RenderedPreAnswer } from './render-clip.ts';
import {
  AUDIO_FRAME_BYTES,
  AUDIO_SAMPLE_RATE_HZ,
  PRE_ANSWER_VIDEO_BYTES,
  PRE_ANSWER_VIDEO_FRAMES,
  VIDEO_FPS,
} from './render-settings.ts';
import type { RenderClipInfo } from './render-types.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

// Situations as different as the simulator makes them: their natural encoded sizes differ widely, their
// pre-answer files must not differ at all in size.
const CASES: { name: string; goalType: GoalType; fits: (situation: Situation) => boolean }[] = [
  { name: 'a short-range shot after a cross', goalType: 'Shot', fits: (s) => s.buildUp === 'cross' && s.distance < 10 },
  { name: 'a long-range shot after a carry', goalType: 'Shot', fits: (s) => s.buildUp === 'carry' && s.distance > 22 },
  { name: 'a long free kick', goalType: 'Free Kick', fits: (s) => s.distance > 28 },
  { name: 'a short free kick', goalType: 'Free Kick', fits: (s) => s.distance < 20 },
];

function findSeed(goalType: GoalType, fits: (situation: Situation) => boolean): number {
  for (let seed = 1; seed < 2000; seed++) if (fits(simulateStrike({ seed, goalType }).situation)) return seed;
  throw new Error('no such situation in 2000 seeds');
}

function clipInfo(goalType: GoalType, index: number): RenderClipInfo {
  const competition = DEMO_COMPETITIONS[index % DEMO_COMPETITIONS.length]!;
  const [home, away] = [competition.clubs[0]!, competition.clubs[1]!];
  return {
    league: competition.name,
    seasonYear: 2015 + index,
    goalType,
    attackingTeam: home.name,
    defendingTeam: away.name,
    kits: { attack: home.home, defence: away.away, goalkeeper: GOALKEEPER_KITS[index % GOALKEEPER_KITS.length]! },
  };
}

describe('pre-answer videos', () => {
  let dir: string;
  const rendered: (RenderedPreAnswer & { name: string })[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gom-pre-size-'));
    for (const [i, { name, goalType, fits }] of CASES.entries()) {
      const seed = findSeed(goalType, fits);
      const result = await renderClip({
        timeline: createClipTimeline({ seed, goalType }),
        clip: clipInfo(goalType, i),
        outDir: join(dir, String(i)),
        parts: 'pre',
      });
      rendered.push({ name, ...result });
    }
  }, 120_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are all exactly PRE_ANSWER_VIDEO_BYTES long, whatever the situation', async () => {
    for (const clip of rendered) {
      expect((await readFile(clip.preVideoPath)).length, clip.name).toBe(PRE_ANSWER_VIDEO_BYTES);
      expect(clip.bytes.pre).toBe(PRE_ANSWER_VIDEO_BYTES);
    }
  });

  it('fit their budget under the VBV cap, without a re-encode, padded by a free box', async () => {
    for (const clip of rendered) {
      expect(clip.preRefits, clip.name).toBe(0);
      const boxes = await readMp4Boxes(clip.preVideoPath);
      expect(boxes.at(-1)?.type, clip.name).toBe('free');
    }
  });

  it('all carry a 4 s mono sound track of equal-size MP3 frames, the same bytes whatever the situation', async () => {
    const tracks = await Promise.all(rendered.map((clip) => probeAudio(clip.preVideoPath)));
    for (const [i, track] of tracks.entries()) {
      expect(track, rendered[i]!.name).toMatchObject({ codec: 'mp3', sampleRate: AUDIO_SAMPLE_RATE_HZ, channels: 1 });
      expect(track.durationSeconds).toBeCloseTo(PRE_ANSWER_VIDEO_FRAMES / VIDEO_FPS, 1);
      expect(new Set(track.packetBytes), rendered[i]!.name).toEqual(new Set([AUDIO_FRAME_BYTES]));
    }
    expect(new Set(tracks.map((track) => track.packetBytes.length)).size).toBe(1);
  });

  it('are 100 frames (4.00 s) of H.264 with the index first, and decode cleanly', async () => {
    for (const clip of rendered) {
      const probe = await probeVideo(clip.preVideoPath);
      expect(probe, clip.name).toMatchObject({ codec: 'h264', fps: VIDEO_FPS, frameCount: PRE_ANSWER_VIDEO_FRAMES });
      expect(probe.durationSeconds).toBeCloseTo(PRE_ANSWER_VIDEO_FRAMES / VIDEO_FPS, 2);
      const types = (await readMp4Boxes(clip.preVideoPath)).map((box) => box.type);
      expect(types.indexOf('moov')).toBeLessThan(types.indexOf('mdat'));
      await runFfmpeg(['-xerror', '-i', clip.preVideoPath, '-f', 'null', '-']);
    }
  });
});
