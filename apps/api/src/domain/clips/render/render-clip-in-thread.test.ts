import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import { generateDemoCatalog } from '../simulator/generate-demo-catalog.ts';
import { renderClip } from './render-clip.ts';
import { renderClipInThread } from './render-clip-in-thread.ts';

const [clip] = generateDemoCatalog({ count: 1, xgSamples: 2 });
const timeline = createClipTimeline({ seed: clip!.seed, goalType: clip!.goalType });
const size = { width: 192, height: 108 };

describe('renderClipInThread', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gom-render-thread-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders the same files, byte for byte, as renderClip on the calling thread', async () => {
    const [here, there] = await Promise.all([
      renderClip({ timeline, clip: clip!, outDir: join(dir, 'here'), ...size }),
      renderClipInThread({ timeline, clip: clip!, outDir: join(dir, 'there'), ...size }),
    ]);
    expect(there).toEqual({
      ...here,
      preVideoPath: join(dir, 'there', 'pre.mp4'),
      postVideoPath: join(dir, 'there', 'post.mp4'),
      posterPath: join(dir, 'there', 'poster.jpg'),
    });
    for (const file of ['pre.mp4', 'post.mp4', 'poster.jpg']) {
      expect((await readFile(join(dir, 'there', file))).equals(await readFile(join(dir, 'here', file)))).toBe(true);
    }
  }, 30_000);

  it("rejects with the thread's error, and the next render still works", async () => {
    await expect(
      renderClipInThread({ timeline: { ...timeline, fps: 30 }, clip: clip!, outDir: join(dir, 'bad'), ...size }),
    ).rejects.toThrow('timelines must run at 25 fps, got 30');
    const rendered = await renderClipInThread({
      timeline,
      clip: clip!,
      outDir: join(dir, 'pre'),
      ...size,
      parts: 'pre',
    });
    expect(rendered.frames).toEqual({ pre: 100 });
  }, 30_000);
});
