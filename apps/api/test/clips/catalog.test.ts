import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/db/schema.ts';
import { MAX_RENDER_ATTEMPTS, RENDER_LEASE_MS } from '../../src/domain/clips/catalog/catalog-constants.ts';
import { countClips } from '../../src/domain/clips/catalog/count-clips.ts';
import { listGameOptions } from '../../src/domain/clips/catalog/list-game-options.ts';
import { listClips } from '../../src/domain/clips/catalog/list-clips.ts';
import { setClipEnabled } from '../../src/domain/clips/catalog/set-clip-enabled.ts';
import { probeVideo } from '../../src/domain/clips/render/probe-video.ts';
import { claimPendingClip } from '../../src/domain/clips/rendering/claim-pending-clip.ts';
import { recheckClipMedia } from '../../src/domain/clips/rendering/recheck-clip-media.ts';
import { releaseRenderClaims } from '../../src/domain/clips/rendering/release-render-claims.ts';
import { renderDemoClip } from '../../src/domain/clips/rendering/render-demo-clip.ts';
import { startRenderWorker } from '../../src/domain/clips/rendering/start-render-worker.ts';
import { createFakeRender } from '../helpers/fake-render.ts';
import { FRESH_TEST_LEAGUE, insertPendingTestClips } from '../helpers/fresh-clips.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

const silentLog = { info: () => {}, error: () => {} };

describe('the clip catalog', () => {
  let t: TestApp;
  let workDir: string;

  beforeAll(async () => {
    t = await startTestApp();
    workDir = join(t.app.config.dataDir, 'work');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const rowsOf = () => db().select().from(clips);
  /** Two workers at once, as two server processes would run (on PostgreSQL their claims use separate connections). */
  const renderAll = async () => {
    const calls = new Map<string, number>();
    const fakeRender = createFakeRender(t.app.media.storage, workDir);
    const workers = [1, 2].map(() =>
      startRenderWorker({
        db: db(),
        clock: t.clock,
        storage: t.app.media.storage,
        secret: t.app.config.clipSecret,
        workDir,
        concurrency: 3,
        log: silentLog,
        exitWhenIdle: true,
        render: (clip) => {
          calls.set(clip.id, (calls.get(clip.id) ?? 0) + 1);
          return fakeRender(clip);
        },
      }),
    );
    await Promise.all(workers.map((worker) => worker.finished));
    return calls;
  };

  it('queues new clips pending, and offers nothing before a render', async () => {
    // 24 clips of one league: 12 goals and 12 misses, enough for the largest game once rendered.
    expect(await insertPendingTestClips(t, { count: 24 })).toHaveLength(24);
    const rows = await rowsOf();
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((row) => row.mediaStatus))).toEqual(new Set(['pending']));
    // The league is not playable yet, but listed as waiting for its clips, with an estimate: 24 renders queued
    // and 20 fresh clips missing at about two a second is 22 s, under the 30 s floor.
    const waiting = {
      leagues: [],
      years: [],
      waiting: [{ league: FRESH_TEST_LEAGUE, etaSeconds: 30 }],
      waitingLevels: [],
    };
    expect(await listGameOptions({ db: db() })).toEqual(waiting);
    const { data } = (await t.client().get('/api/games/options')).body;
    expect(data).toEqual(waiting);
  });

  it('claims in priority order, never the same clip twice at once, and a crashed claim runs out', async () => {
    const claims = await Promise.all(Array.from({ length: 4 }, () => claimPendingClip({ db: db(), clock: t.clock })));
    const ids = claims.map((clip) => clip!.id);
    expect(new Set(ids).size).toBe(4);
    const priorities = claims.map((clip) => clip!.renderPriority).sort((a, b) => a - b);
    expect(priorities).toEqual([0, 1, 2, 3]);
    // The claimers "crash": their clips stay pending (never ready) and nobody else takes them for now.
    const rows = await db().select().from(clips).where(eq(clips.id, ids[0]!));
    expect(rows[0]!.mediaStatus).toBe('pending');
    const next = await claimPendingClip({ db: db(), clock: t.clock });
    expect(ids).not.toContain(next!.id);
    // Once the lease has run out the first clip is claimable again, first in line.
    t.clock.advance(RENDER_LEASE_MS + 1);
    const retaken = await claimPendingClip({ db: db(), clock: t.clock });
    expect(retaken!.renderPriority).toBe(0);
    // On the embedded database a restart frees every claim at once.
    await releaseRenderClaims({ db: db() });
    const [reset] = await db().select().from(clips).where(eq(clips.renderPriority, 1));
    expect(reset!.renderLeaseUntil).toBeNull();
  });

  it('keeps a clip whose render fails pending, and marks it failed after the last attempt', async () => {
    const [target] = await db().select().from(clips).where(eq(clips.renderPriority, 5));
    let calls = 0;
    const worker = startRenderWorker({
      db: db(),
      clock: t.clock,
      storage: t.app.media.storage,
      secret: t.app.config.clipSecret,
      workDir,
      concurrency: 1,
      log: silentLog,
      clipIds: [target!.id],
      exitWhenIdle: true,
      render: async () => {
        calls++;
        throw new Error('ffmpeg died');
      },
    });
    await worker.finished;
    const [row] = await db().select().from(clips).where(eq(clips.id, target!.id));
    expect(calls).toBe(MAX_RENDER_ATTEMPTS);
    expect(row).toMatchObject({ mediaStatus: 'failed', renderError: 'ffmpeg died', preVideoKey: null });
  });

  it('renders in the background, each clip once, and offers only leagues that can serve the largest game', async () => {
    const calls = await renderAll();
    // Every pending clip rendered exactly once, though six lanes claimed at once.
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect(calls.size).toBe(23);
    const rows = await rowsOf();
    const ready = rows.filter((row) => row.mediaStatus === 'ready');
    expect(ready).toHaveLength(23);
    for (const row of ready) expect(await t.app.media.storage.stat(row.preVideoKey!)).not.toBeNull();
    // One clip (a miss) failed above: 12 goals and 11 misses are ready, enough for a 10-question game.
    const options = await listGameOptions({ db: db() });
    expect(options.leagues).toEqual([FRESH_TEST_LEAGUE]);
    expect(options.waiting).toEqual([]);
    // Only normal clips, and none of another level on the way: no level is listed as waiting (a quote for Easy
    // or Hard is refused, and that refusal queues their clips).
    expect(options.waitingLevels).toEqual([]);
    expect(options.years).toEqual([...new Set(ready.map((row) => row.seasonYear))].sort());
    const response = await t.client().get('/api/games/options', { cookies: false });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(options);
  });

  it('lists a short level while its clips render, with the longest game it can serve now, until it is stocked', async () => {
    const waitingLevels = async () => (await listGameOptions({ db: db() })).waitingLevels;
    // 14 Hard clips (7 goals, 7 misses) queued: the level waits; 14 renders ahead and 20 missing is 17 s, floored.
    await insertPendingTestClips(t, { count: 14, difficulty: 'hard' });
    expect(await waitingLevels()).toEqual([
      { league: FRESH_TEST_LEAGUE, difficulty: 'hard', questions: 0, etaSeconds: 30 },
    ]);
    // Rendered, 7 of each: short of a 10-question game but nothing more on the way, so no wait is promised.
    await renderAll();
    expect(await waitingLevels()).toEqual([]);
    // 60 more queued (30 goals, 30 misses): 60 renders and 6 missing at two a second is 33 s.
    await insertPendingTestClips(t, { count: 60, difficulty: 'hard' });
    expect(await waitingLevels()).toEqual([
      { league: FRESH_TEST_LEAGUE, difficulty: 'hard', questions: 7, etaSeconds: 33 },
    ]);
    await renderAll();
    expect(await waitingLevels()).toEqual([]);
    // The league itself stays playable on its normal clips throughout.
    expect((await listGameOptions({ db: db() })).leagues).toEqual([FRESH_TEST_LEAGUE]);
  });

  it('lists a league that ran short as waiting only while clips of it are on their way', async () => {
    // Every fresh normal goal of the league held by games, nothing queued (as under a cap on the buffer): no wait is
    // promised, since none may come.
    const normalGoals = and(
      eq(clips.league, FRESH_TEST_LEAGUE),
      eq(clips.difficulty, 'normal'),
      eq(clips.outcome, 'goal'),
      eq(clips.mediaStatus, 'ready'),
    );
    const before = await db()
      .select({ id: clips.id, reservedCount: clips.reservedCount })
      .from(clips)
      .where(normalGoals);
    await db()
      .update(clips)
      .set({ reservedCount: sql`${clips.maxExposures}` })
      .where(normalGoals);
    expect(await listGameOptions({ db: db() })).toMatchObject({ leagues: [], waiting: [] });
    // Goals queued for it: listed as waiting again.
    await insertPendingTestClips(t, { count: 2 });
    expect((await listGameOptions({ db: db() })).waiting).toEqual([{ league: FRESH_TEST_LEAGUE, etaSeconds: 30 }]);
    await renderAll();
    for (const row of before) {
      await db().update(clips).set({ reservedCount: row.reservedCount }).where(eq(clips.id, row.id));
    }
    expect((await listGameOptions({ db: db() })).leagues).toEqual([FRESH_TEST_LEAGUE]);
  });

  it('takes a disabled clip out of the pool and the counts', async () => {
    const [league] = (await listGameOptions({ db: db() })).leagues;
    const playable = async () =>
      (await listClips({ db: db(), filters: { league } })).filter(
        (clip) => clip.enabled && clip.mediaStatus === 'ready',
      );
    const pool = await playable();
    const victim = pool[0]!;
    expect(await setClipEnabled({ db: db(), clock: t.clock, clipId: victim.id, enabled: false })).toBe(true);
    const after = await playable();
    expect(after.map((clip) => clip.id)).not.toContain(victim.id);
    expect(after).toHaveLength(pool.length - 1);
    const counts = await countClips({ db: db(), by: 'league' });
    const row = counts.find((count) => count.value === league)!;
    expect(row.playable).toBe(pool.length - 1);
    expect(row.disabled).toBe(1);
    expect(row.playableGoals + row.playableMisses).toBe(row.playable);
    expect(await setClipEnabled({ db: db(), clock: t.clock, clipId: victim.id, enabled: true })).toBe(true);
    expect(await setClipEnabled({ db: db(), clock: t.clock, clipId: 'no-such-clip', enabled: false })).toBe(false);
  });

  it('sends a clip whose files vanished back to the render queue', async () => {
    const [clip] = (await listClips({ db: db(), filters: {} })).filter((row) => row.mediaStatus === 'ready');
    await t.app.media.storage.delete(clip!.preVideoKey!);
    expect(await recheckClipMedia({ db: db(), clock: t.clock, storage: t.app.media.storage })).toEqual({
      requeued: 1,
      failed: 0,
    });
    const [row] = await db().select().from(clips).where(eq(clips.id, clip!.id));
    expect(row!.mediaStatus).toBe('pending');
  });

  it('stores playable videos and marks the clip ready; the media route serves them', async () => {
    const insertedIds = await insertPendingTestClips(t, { count: 1 });
    const worker = startRenderWorker({
      db: t.database.db,
      clock: t.clock,
      storage: t.app.media.storage,
      secret: t.app.config.clipSecret,
      workDir,
      concurrency: 1,
      log: silentLog,
      clipIds: insertedIds,
      exitWhenIdle: true,
      // The renderer's own tests check the picture; here the smallest size keeps the test fast.
      render: (row) =>
        renderDemoClip({
          clip: row,
          secret: t.app.config.clipSecret,
          storage: t.app.media.storage,
          workDir,
          size: { width: 192, height: 108 },
        }),
    });
    await worker.finished;
    const [row] = await t.database.db.select().from(clips).where(eq(clips.id, insertedIds[0]!));
    expect(row).toMatchObject({ mediaStatus: 'ready', preDurationMs: 4000, renderLeaseUntil: null });
    const config = t.app.config.mediaStorage;
    if (config.kind !== 'local') throw new Error('the test app stores media locally');
    const probe = await probeVideo(join(config.root, row!.preVideoKey!));
    expect(probe).toMatchObject({ codec: 'h264', width: 192, height: 108, frameCount: 100 });
    const response = await fetch(`${t.baseUrl}${t.app.media.issuePath({ key: row!.postVideoKey! })}`);
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(row!.postBytes);
    await response.arrayBuffer();
  });
});
