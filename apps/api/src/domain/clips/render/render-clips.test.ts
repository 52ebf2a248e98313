import { describe, expect, it } from 'vitest';
import type { RenderClipOptions, RenderedClip } from './render-clip.ts';
import { renderClips } from './render-clips.ts';

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

  it('refuses a concurrency below one', async () => {
    await expect(renderClips({ jobs: [], concurrency: 0 })).rejects.toThrow(/concurrency/);
  });
});
