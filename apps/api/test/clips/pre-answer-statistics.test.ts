// Nothing statistical either. Over 200 clips rendered by the real renderer and served by the
// real media route, the pre-answer video's size, its duration and the time its response takes must not separate
// goals from misses: the area under the ROC curve of each against the outcome stays within 0.40–0.60.
import { DIFFICULTIES } from '@gom/contract/constants';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveClipKeys } from '../../src/domain/clips/generation/derive-clip-keys.ts';
import { simulateFreshClip, type FreshClip } from '../../src/domain/clips/generation/simulate-fresh-clip.ts';
import { probeAudio, probeVideo } from '../../src/domain/clips/render/probe-video.ts';
import { renderClipInThread } from '../../src/domain/clips/render/render-clip-in-thread.ts';
import { DEMO_COMPETITIONS } from '../../src/domain/clips/simulator/competitions.ts';
import { createClipTimeline } from '../../src/domain/clips/simulator/create-clip-timeline.ts';
import { rocAuc } from '../helpers/roc-auc.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

const CLIPS = 200;
const RENDER_LANES = 2;
/** Each video is fetched this often: timing noise averages out, while size and duration are the same each time. */
const FETCHES_PER_CLIP = 3;
const AUC_BOUNDS = [0.4, 0.6] as const;

// Rendering 200 videos is the slow part (about three minutes on 2 cores) and nothing here touches the database
// engine, so it runs once, on the embedded one.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('the pre-answer videos of 200 clips', () => {
  let t: TestApp;
  let workDir: string;
  const served: Array<{ key: string; goal: boolean; path: string }> = [];

  beforeAll(async () => {
    t = await startTestApp();
    workDir = await mkdtemp(join(tmpdir(), 'gom-pre-stats-'));
    // Half goals, half misses, both goal types, every level and competition: the mix the buffer makes.
    const made: FreshClip[] = Array.from({ length: CLIPS }, (_, index) =>
      simulateFreshClip({
        secret: t.app.config.clipSecret,
        competition: DEMO_COMPETITIONS[index % DEMO_COMPETITIONS.length]!,
        seasonYear: 2015 + (index % 11),
        goalType: index % 4 === 3 ? 'Free Kick' : 'Shot',
        difficulty: DIFFICULTIES[index % DIFFICULTIES.length]!,
        outcome: index % 2 === 0 ? 'goal' : 'miss',
        xgSamples: 50,
      }),
    );
    let next = 0;
    const lane = async () => {
      while (next < made.length) {
        const index = next++;
        const clip = made[index]!;
        const keys = deriveClipKeys({ secret: t.app.config.clipSecret, nonce: clip.nonce });
        // On a render thread each, as the server renders: the lanes' frames are drawn on both cores, not queued for
        // the test's one thread (the same files, byte for byte).
        const rendered = await renderClipInThread({
          timeline: createClipTimeline({
            seed: keys.situationSeed,
            goalType: clip.goalType,
            strikeKey: keys.strikeKey,
          }),
          clip,
          outDir: join(workDir, String(index)),
          parts: 'pre',
        });
        const key = `stats/${index}/pre.mp4`;
        await t.app.media.storage.put({ key, sourcePath: rendered.preVideoPath, contentType: 'video/mp4' });
        served.push({ key, goal: clip.outcome === 'goal', path: rendered.preVideoPath });
      }
    };
    await Promise.all(Array.from({ length: RENDER_LANES }, lane));
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('tell nothing of the outcome by their size, duration or response time', async () => {
    const sizes: Array<{ score: number; positive: boolean }> = [];
    const durations: Array<{ score: number; positive: boolean }> = [];
    const timings: Array<{ score: number; positive: boolean }> = [];
    for (const clip of served) {
      durations.push({ score: (await probeVideo(clip.path)).durationSeconds, positive: clip.goal });
    }
    // Requests in a random order, so a drift of the machine's load cannot line up with the outcomes.
    const requests = served.flatMap((clip) => Array.from({ length: FETCHES_PER_CLIP }, () => clip));
    for (let i = requests.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [requests[i], requests[j]] = [requests[j]!, requests[i]!];
    }
    for (const clip of requests) {
      const started = performance.now();
      const response = await fetch(`${t.baseUrl}${t.app.media.issuePath({ key: clip.key })}`);
      const body = Buffer.from(await response.arrayBuffer());
      timings.push({ score: performance.now() - started, positive: clip.goal });
      expect(response.status).toBe(200);
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
      sizes.push({ score: body.length, positive: clip.goal });
    }
    const auc = { size: rocAuc(sizes), duration: rocAuc(durations), timing: rocAuc(timings) };
    console.log(`pre-answer ROC AUC over ${CLIPS} clips: ${JSON.stringify(auc)}`);
    for (const [measure, value] of Object.entries(auc)) {
      expect(value, measure).toBeGreaterThanOrEqual(AUC_BOUNDS[0]);
      expect(value, measure).toBeLessThanOrEqual(AUC_BOUNDS[1]);
    }
    // Stronger than the bound: every pre-answer video is the same number of bytes and the same length.
    expect(new Set(sizes.map((sample) => sample.score)).size).toBe(1);
    expect(new Set(durations.map((sample) => sample.score)).size).toBe(1);
  }, 300_000);

  it('all carry a sound track, of the same bytes for goals and misses', async () => {
    // One ffprobe at a time: the machine is shared.
    const tracks: Array<{ clip: (typeof served)[number]; audio: Awaited<ReturnType<typeof probeAudio>> }> = [];
    for (const clip of served) tracks.push({ clip, audio: await probeAudio(clip.path) });
    const bytesOf = (packets: number[]) => packets.reduce((sum, bytes) => sum + bytes, 0);
    const goals = new Set(tracks.filter((t) => t.clip.goal).map((t) => bytesOf(t.audio.packetBytes)));
    const misses = new Set(tracks.filter((t) => !t.clip.goal).map((t) => bytesOf(t.audio.packetBytes)));
    expect(tracks).toHaveLength(CLIPS);
    expect([...goals]).toEqual([...misses]);
    expect(goals.size).toBe(1);
  }, 120_000);
});
