import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUESTIONS_MAX } from '@gom/contract/constants';
import { clips } from '../../src/db/schema.ts';
import { DEFAULT_MAX_PENDING } from '../../src/domain/clips/generation/top-up-clip-buffer.ts';
import { createLocalMediaStorage } from '../../src/media/local-media-storage.ts';
import { createFakeRender } from '../helpers/fake-render.ts';
import { startTestApp } from '../helpers/start-test-app.ts';

describe('the clip library at start', () => {
  const mediaRoot = mkdtempSync(join(tmpdir(), 'gom-media-'));
  afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

  it('plans fresh clips at start, renders them in the background until a league is playable, and stops cleanly', async () => {
    const storage = createLocalMediaStorage({ root: mediaRoot });
    const fakeRender = createFakeRender(storage, join(mediaRoot, 'work'));
    let inFlight = 0;
    const t = await startTestApp({
      env: { DEMO_CATALOG: 'on' },
      buildOptions: {
        mediaStorage: storage,
        clipLibrary: {
          renderConcurrency: 2,
          xgSamples: 2,
          topUpIntervalMs: 50,
          pollIntervalMs: 20,
          render: async (clip) => {
            inFlight++;
            await new Promise((resolve) => setTimeout(resolve, 5));
            try {
              return await fakeRender(clip);
            } finally {
              inFlight--;
            }
          },
        },
      },
    });
    await t.app.clipLibrary.prepare();
    const planned = await t.database.db.select().from(clips);
    // The first pass fills the render queue, first with what makes one league playable (one league at a time):
    // ten goals and ten misses of it render first.
    expect(planned).toHaveLength(DEFAULT_MAX_PENDING);
    const first = [...planned].sort((a, b) => a.renderPriority - b.renderPriority).slice(0, 2 * QUESTIONS_MAX);
    expect(new Set(first.map((row) => row.league)).size).toBe(1);
    expect(first.filter((row) => row.outcome === 'goal')).toHaveLength(QUESTIONS_MAX);
    expect(planned.every((row) => row.mediaStatus === 'pending' && row.source === 'demo')).toBe(true);
    // A second start does not plan again while the queue is full.
    await t.app.clipLibrary.prepare();
    expect(await t.database.db.select().from(clips)).toHaveLength(DEFAULT_MAX_PENDING);

    t.app.clipLibrary.startRendering();
    const deadline = Date.now() + 20_000;
    let options = { leagues: [] as string[], years: [] as number[] };
    while (Date.now() < deadline && options.leagues.length === 0) {
      options = (await t.client().get('/api/games/options')).body.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(options.leagues).toEqual([first[0]!.league]);
    expect(options.years.length).toBeGreaterThanOrEqual(10);
    // close() waits for the worker: nothing is rendering once it returns.
    await t.close();
    expect(inFlight).toBe(0);
  });
});
