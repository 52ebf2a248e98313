import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTimeline } from '../simulator/build-timeline.ts';
import { DEMO_COMPETITIONS, GOALKEEPER_KITS } from '../simulator/competitions.ts';
import { drawStrike } from '../simulator/draw-strike.ts';
import { createRandom, deriveSeed } from '../simulator/random.ts';
import { resolveStrike } from '../simulator/resolve-strike.ts';
import { simulateStrike } from '../simulator/simulate-clip.ts';
import type { SimulatedStrike } from '../simulator/simulate-clip.ts';
import type { Timeline } from '../simulator/types.ts';
import { probeAudio, probeVideo } from './probe-video.ts';
import { readMp4Boxes } from './read-mp4-boxes.ts';
import { renderClip } from './render-clip.ts';
import type { RenderedClip } from './render-clip.ts';
import {
  AUDIO_FRAME_BYTES,
  AUDIO_SAMPLE_RATE_HZ,
  PRE_ANSWER_VIDEO_FRAMES,
  VIDEO_FPS,
  VIDEO_HEIGHT_PX,
  VIDEO_WIDTH_PX,
} from './render-settings.ts';
import type { RenderClipInfo } from './render-types.ts';

// Two clips of one situation whose strikes end differently (a goal and a miss): the renders of their
// pre-answer parts must be indistinguishable.
const competition = DEMO_COMPETITIONS[0]!;
const clip: RenderClipInfo = {
  league: competition.name,
  seasonYear: 2019,
  goalType: 'Shot',
  attackingTeam: competition.clubs[0]!.name,
  defendingTeam: competition.clubs[1]!.name,
  kits: { attack: competition.clubs[0]!.home, defence: competition.clubs[1]!.home, goalkeeper: GOALKEEPER_KITS[0]! },
};

function findGoal(): SimulatedStrike {
  for (let seed = 1; seed < 500; seed++) {
    const strike = simulateStrike({ seed, goalType: 'Shot' });
    if (strike.resolution.outcome === 'goal') return strike;
  }
  throw new Error('no goal in 500 seeds');
}

/** The same situation and plan, another draw of the strike, until it misses. */
function missFrom(goal: SimulatedStrike): SimulatedStrike {
  for (let k = 0; k < 200; k++) {
    const draw = drawStrike({ plan: goal.plan, random: createRandom(deriveSeed(goal.seed, `render-test-${k}`)) });
    const { resolution } = resolveStrike({ plan: goal.plan, draw, recordFor: null });
    if (resolution.outcome === 'miss') return { ...goal, draw, resolution };
  }
  throw new Error('no miss in 200 draws');
}

describe('renderClip', () => {
  let dir: string;
  let goalTimeline: Timeline;
  let missTimeline: Timeline;
  let goal: RenderedClip;
  let miss: RenderedClip;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gom-render-'));
    const goalStrike = findGoal();
    goalTimeline = buildTimeline({ simulation: goalStrike });
    missTimeline = buildTimeline({ simulation: missFrom(goalStrike) });
    [goal, miss] = await Promise.all([
      renderClip({ timeline: goalTimeline, clip, outDir: join(dir, 'goal') }),
      renderClip({ timeline: missTimeline, clip, outDir: join(dir, 'miss') }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('encodes both videos as H.264 at the render size and 25 fps', async () => {
    for (const path of [goal.preVideoPath, goal.postVideoPath, miss.preVideoPath, miss.postVideoPath]) {
      const probe = await probeVideo(path);
      expect(probe).toMatchObject({ codec: 'h264', width: VIDEO_WIDTH_PX, height: VIDEO_HEIGHT_PX, fps: VIDEO_FPS });
    }
  });

  it('gives every pre-answer video the same 4 s, ending before the strike', async () => {
    for (const [rendered, timeline] of [
      [goal, goalTimeline],
      [miss, missTimeline],
    ] as const) {
      const probe = await probeVideo(rendered.preVideoPath);
      expect(probe.frameCount).toBe(PRE_ANSWER_VIDEO_FRAMES);
      expect(probe.durationSeconds).toBeCloseTo(4, 1);
      expect(rendered.durations.preSeconds).toBe(4);
      expect(probe.frameCount).toBeLessThanOrEqual(timeline.strikeFrame);
    }
  });

  it('plays the post-answer video through the outcome, longer than the pre-answer one', async () => {
    for (const [rendered, timeline] of [
      [goal, goalTimeline],
      [miss, missTimeline],
    ] as const) {
      const probe = await probeVideo(rendered.postVideoPath);
      expect(probe.frameCount).toBe(rendered.frames.post);
      expect(probe.durationSeconds).toBeGreaterThan(4);
      // It starts before the strike and runs past the decisive frame to the end of the timeline.
      expect(timeline.frameCount - rendered.frames.post).toBeLessThan(timeline.strikeFrame);
      expect(timeline.frameCount).toBeGreaterThan(timeline.decidedFrame);
    }
  });

  it('gives every video a sound track of constant bytes per second, whatever the outcome', async () => {
    const paths = [goal.preVideoPath, goal.postVideoPath, miss.preVideoPath, miss.postVideoPath];
    const tracks = await Promise.all(paths.map((path) => probeAudio(path)));
    const [, goalPost, , missPost] = tracks;
    for (const [i, track] of tracks.entries()) {
      expect(track, paths[i]).toMatchObject({ codec: 'mp3', sampleRate: AUDIO_SAMPLE_RATE_HZ, channels: 1 });
      // Every MP3 frame the same size: a roar costs what a groan does.
      expect(new Set(track.packetBytes), paths[i]).toEqual(new Set([AUDIO_FRAME_BYTES]));
    }
    // The post-answer track runs as long as its picture, so its size follows its length only.
    expect(goalPost!.durationSeconds).toBeCloseTo(goal.durations.postSeconds, 1);
    expect(missPost!.durationSeconds).toBeCloseTo(miss.durations.postSeconds, 1);
    const bytesPerSecond = (track: (typeof tracks)[number]) =>
      (track.packetBytes.length * AUDIO_FRAME_BYTES) / track.durationSeconds;
    expect(bytesPerSecond(goalPost!)).toBeCloseTo(bytesPerSecond(missPost!), -1);
  });

  it('writes faststart files: moov before mdat', async () => {
    for (const path of [goal.preVideoPath, goal.postVideoPath]) {
      const types = (await readMp4Boxes(path)).map((box) => box.type);
      expect(types).toContain('moov');
      expect(types.indexOf('moov')).toBeLessThan(types.indexOf('mdat'));
    }
  });

  it('leaks nothing: same situation, different outcomes, byte-identical pre-answer files and posters', async () => {
    expect(goalTimeline.outcome).toBe('goal');
    expect(missTimeline.outcome).toBe('miss');
    const [goalPre, missPre] = await Promise.all([readFile(goal.preVideoPath), readFile(miss.preVideoPath)]);
    expect(goalPre.equals(missPre)).toBe(true);
    expect(goal.bytes.pre).toBe(miss.bytes.pre);
    const [goalPoster, missPoster] = await Promise.all([readFile(goal.posterPath), readFile(miss.posterPath)]);
    expect(goalPoster.equals(missPoster)).toBe(true);
    // The answers do differ.
    const [goalPost, missPost] = await Promise.all([readFile(goal.postVideoPath), readFile(miss.postVideoPath)]);
    expect(goalPost.equals(missPost)).toBe(false);
  });

  it("renders the same pre-answer file and poster when asked for them alone (parts: 'pre')", async () => {
    const alone = await renderClip({ timeline: goalTimeline, clip, outDir: join(dir, 'alone'), parts: 'pre' });
    const [both, only] = await Promise.all([readFile(goal.preVideoPath), readFile(alone.preVideoPath)]);
    expect(only.equals(both)).toBe(true);
    expect((await readFile(alone.posterPath)).equals(await readFile(goal.posterPath))).toBe(true);
  }, 30_000);

  it('reports the sizes it wrote and leaves no partial files', async () => {
    expect(goal.bytes.pre).toBe((await stat(goal.preVideoPath)).size);
    expect(goal.bytes.post).toBe((await stat(goal.postVideoPath)).size);
    const poster = await readFile(goal.posterPath);
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    await expect(stat(`${goal.preVideoPath}.partial`)).rejects.toThrow();
  });
});
