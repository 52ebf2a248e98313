import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h264OutputArguments } from './encode-video.ts';
import { fitPreAnswerVideo } from './fit-pre-answer-video.ts';
import { probeVideo } from './probe-video.ts';
import { PRE_ANSWER_X264 } from './render-settings.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

describe('fitPreAnswerVideo', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gom-fit-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('re-encodes under a lower cap a video that came out larger than its budget, then pads it exactly', async () => {
    // Noise defeats any encoder: at the pre-answer settings 4 s of it are far above a 60 kB budget.
    const path = join(dir, 'noisy.mp4');
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=s=854x480:r=25:d=4,noise=alls=40:allf=t'],
      ...h264OutputArguments(PRE_ANSWER_X264),
      path,
    ]);
    const budget = 60_000;
    expect((await stat(path)).size).toBeGreaterThan(budget);
    const refits = await fitPreAnswerVideo({ path, bytes: budget });
    expect(refits).toBeGreaterThan(0);
    expect((await stat(path)).size).toBe(budget);
    expect(await probeVideo(path)).toMatchObject({ codec: 'h264', width: 854, height: 480, frameCount: 100 });
    await runFfmpeg(['-xerror', '-i', path, '-f', 'null', '-']);
  }, 60_000);
});
