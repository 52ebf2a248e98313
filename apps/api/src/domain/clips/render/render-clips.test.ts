import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../simulator/generate-demo-catalog.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import type { RenderClipOptions, RenderedClip, RenderPreAnswerOptions } from './render-clip.ts';
import { renderClips } from './render-clips.ts';
import { PRE_ANSWER_VIDEO_BYTES } from './render-settings.ts';

const job = (outDir: string): RenderClipOptions => ({ outDir }) as RenderClipOptions;

describe('renderClips', () => {
  it('keeps at most `concurrency` renders in flight and reports outcomes in input order', async () => {
    let inFlight = 0;
    let peak = 0;
    const render = async ({ outDir }: RenderClipOptions): Promise<RenderedClip> => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5 + (outDir.length % 3)));
      inFlight--;
      if (outDir === 'bad') throw new Error('ffmpeg exited with 1');
      return { preVideoPath: `${outDir}/pre.mp4` } as RenderedClip;
    };
    const done: number[] = [];
    const outcomes = await renderClips({
      jobs: ['a', 'bb', 'bad', 'dddd', 'e', 'ff', 'g'].map(job),
      concurrency: 2,
      render,
      onDone: (index) => done.push(index),
    });
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, false, true, true, true, true]);
    expect(outcomes[3]).toEqual({ ok: true, rendered: { preVideoPath: 'dddd/pre.mp4' } });
  });

  it("renders only the pre-answer video and poster for jobs with parts: 'pre'", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gom-render-pre-'));
    try {
      const jobs: RenderPreAnswerOptions[] = generateDemoCatalog({ count: 2, xgSamples: 2 }).map((clip, i) => ({
        timeline: createClipTimeline({ seed: clip.seed, goalType: clip.goalType }),
        clip,
        outDir: join(dir, String(i)),
        width: 192,
        height: 108,
        parts: 'pre',
      }));
      const outcomes = await renderClips({ jobs, concurrency: 2 });
      for (const [i, outcome] of outcomes.entries()) {
        if (!outcome.ok) throw outcome.error;
        expect(outcome.rendered.bytes.pre).toBe(PRE_ANSWER_VIDEO_BYTES);
        expect(outcome.rendered).not.toHaveProperty('postVideoPath');
        expect((await readdir(join(dir, String(i)))).sort()).toEqual(['poster.jpg', 'pre.mp4']);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses a concurrency below one', async () => {
    await expect(renderClips({ jobs: [], concurrency: 0 })).rejects.toThrow(/concurrency/);
  });
});
