import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/db/schema.ts';
import { createLocalMediaStorage } from '../../src/media/local-media-storage.ts';
import { createFakeRender } from '../helpers/fake-render.ts';
import { startTestApp } from '../helpers/start-test-app.ts';

describe('the clip library at start', () => {
  const mediaRoot = mkdtempSync(join(tmpdir(), 'gom-media-'));
  afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

  it('seeds the demo catalog once, renders it in the background, and stops cleanly', async () => {
    const storage = createLocalMediaStorage({ root: mediaRoot });
    const fakeRender = createFakeRender(storage, join(mediaRoot, 'work'));
    let inFlight = 0;
    const t = await startTestApp({
      env: { DEMO_CATALOG: 'on' },
      buildOptions: {
        mediaStorage: storage,
        clipLibrary: {
          renderConcurrency: 2,
          demoCatalog: { count: 18, xgSamples: 2 },
          render: async (clip) => {
            inFlight++;
            await new Promise((resolve) => setTimeout(resolve, 20));
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
    expect(await t.database.db.select().from(clips)).toHaveLength(18);
    // A second start finds the catalog seeded and adds nothing.
    await t.app.clipLibrary.prepare();
    expect(await t.database.db.select().from(clips)).toHaveLength(18);

    t.app.clipLibrary.startRendering();
    const deadline = Date.now() + 20_000;
    let options = { leagues: [] as string[], years: [] as number[] };
    while (Date.now() < deadline) {
      options = (await t.client().get('/api/games/options')).body.data;
      const rows = await t.database.db.select().from(clips);
      if (rows.every((row) => row.mediaStatus === 'ready')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(options.leagues.length).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(clips);
    expect(rows.every((row) => row.mediaStatus === 'ready')).toBe(true);
    // close() waits for the worker: nothing is rendering once it returns.
    await t.close();
    expect(inFlight).toBe(0);
  });
});
