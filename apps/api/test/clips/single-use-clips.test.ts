// A clip shown in a staked game is never shown in another, to anyone; concurrent
// creations never share one; a voided game's clips go back; a short filter is refused and refilled; imported
// footage is shown to a player once and capped; retired media are purged after the retention.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/db/schema.ts';
import { topUpClipBuffer } from '../../src/domain/clips/generation/top-up-clip-buffer.ts';
import { purgeRetiredMedia } from '../../src/domain/clips/rendering/purge-retired-media.ts';
import { renderDemoClip } from '../../src/domain/clips/rendering/render-demo-clip.ts';
import { startRenderWorker } from '../../src/domain/clips/rendering/start-render-worker.ts';
import { NOT_ENOUGH_CLIPS_MESSAGE } from '../../src/domain/game/price-game.ts';
import {
  createGame,
  fundedPlayer,
  gameRequest,
  GameSocket,
  loadGame,
  outcomeOf,
  runDueGames,
  seedClips,
  startGameTestApp,
  type Player,
} from '../game/game-test-kit.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { createFakeRender } from '../helpers/fake-render.ts';
import { FRESH_TEST_LEAGUE, insertPendingTestClips } from '../helpers/fresh-clips.ts';
import { DEMO_COMPETITIONS } from '../../src/domain/clips/simulator/competitions.ts';
import type { TestApp } from '../helpers/start-test-app.ts';

const PAUSE_MS = 6_000;
const silentLog = { info: () => {}, error: () => {} };

/**
 * Renders every pending clip. A clip left unrendered fails here, with the renderer's errors: the games below would
 * otherwise only answer 422 (not enough clips), which tells nothing of why.
 */
async function renderPending(t: TestApp, render: Parameters<typeof startRenderWorker>[0]['render']) {
  const errors: string[] = [];
  const worker = startRenderWorker({
    db: t.database.db,
    clock: t.clock,
    storage: t.app.media.storage,
    secret: t.app.config.clipSecret,
    workDir: join(t.app.config.dataDir, 'work'),
    concurrency: 2,
    log: silentLog,
    exitWhenIdle: true,
    render,
    onRendered: (outcome) => {
      if (!outcome.ok) errors.push(`${outcome.clipId}: ${outcome.error.message}`);
    },
  });
  await worker.finished;
  const unrendered = await t.database.db.select({ id: clips.id }).from(clips).where(ne(clips.mediaStatus, 'ready'));
  expect(unrendered, `clips left unrendered; render errors: ${errors.join('; ') || 'none'}`).toEqual([]);
}

/** Plays a whole game, right on every question, and returns the pre-answer links it was sent. */
async function playThrough(t: TestApp, player: Player, gameId: string): Promise<string[]> {
  const socket = await GameSocket.open(t, player.client, player.user.id, gameId);
  socket.start();
  const links: string[] = [];
  const { state } = await loadGame(t, gameId);
  for (let index = 0; index < state.questions.length; index++) {
    const sent = await socket.next('questionSent');
    links.push(sent.payload.question.preVideoLink);
    socket.answer(await outcomeOf(t, gameId, index));
    await socket.next('questionAnswered');
    t.clock.advance(PAUSE_MS);
    await runDueGames(t);
  }
  await socket.next('gameEnded');
  await socket.close();
  return links;
}

const clipsOfGame = async (t: TestApp, gameId: string) =>
  (await loadGame(t, gameId)).state.questions.map((question) => question.clipId);

describe('single-use clips in staked play', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    // 40 secret-keyed clips (20 goals, 20 misses), rendered for real at a small size: distinct situations
    // give distinct pre-answer videos, so a repeat would show as a repeated hash. Every question of a game is a goal
    // or a miss at even chances, so the first three of the four games below may draw up to 15 of one outcome; 20 of
    // each leaves the fourth its 5 whatever they drew (with 16 of each it was refused about one run in 30).
    await insertPendingTestClips(t, { count: 40 });
    await renderPending(t, (clip) =>
      renderDemoClip({
        clip,
        secret: t.app.config.clipSecret,
        storage: t.app.media.storage,
        workDir: join(t.app.config.dataDir, 'work'),
        size: { width: 160, height: 90 },
      }),
    );
    // Real renders: 20 s on a quiet 2-core machine, over 90 s on one busy with browser journeys.
  }, 300_000);
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('never shows one clip, or one pre-answer video, in two staked games, across accounts', async () => {
    const shown: string[] = [];
    const hashes: string[] = [];
    for (let account = 0; account < 2; account++) {
      const player = await fundedPlayer(t, 20);
      for (let game = 0; game < 2; game++) {
        const { gameId } = await createGame(player, { league: FRESH_TEST_LEAGUE });
        for (const link of await playThrough(t, player, gameId)) {
          const bytes = Buffer.from(await (await fetch(`${t.baseUrl}${link}`)).arrayBuffer());
          hashes.push(createHash('sha256').update(bytes).digest('hex'));
        }
        shown.push(...(await clipsOfGame(t, gameId)));
      }
    }
    expect(shown).toHaveLength(20);
    expect(new Set(shown).size).toBe(20);
    expect(new Set(hashes).size).toBe(20);
    // Every shown clip is retired: shown once, held for good, never fresh again.
    const rows = await t.database.db.select().from(clips).where(inArray(clips.id, shown));
    expect(rows.every((row) => row.shownCount === 1 && row.reservedCount === 1 && row.lastShownAt !== null)).toBe(true);
  });

  it("hands concurrent creations different clips, and returns a voided game's clips to the buffer", async () => {
    // A league of its own with exactly 10 fresh goals and 10 fresh misses: two 5-question games created at once
    // both fit, and any clip both draws pick is reserved by one of them only.
    const league = DEMO_COMPETITIONS[1]!.name;
    await insertPendingTestClips(t, { count: 20, league });
    await renderPending(t, createFakeRender(t.app.media.storage, join(t.app.config.dataDir, 'work')));
    const players = [await fundedPlayer(t, 10), await fundedPlayer(t, 10)];
    const request = (player: Player) => gameRequest(player.wallet.id, { league });
    for (const player of players) {
      expect((await player.client.post('/api/games/odds', request(player))).status).toBe(200);
    }
    const created = await Promise.all(
      players.map((player) => player.client.post(`/api/users/${player.user.id}/games`, request(player))),
    );
    expect(created.map((response) => response.status)).toEqual([201, 201]);
    const held = (await Promise.all(created.map((response) => clipsOfGame(t, response.body.data.gameId)))).flat();
    expect(new Set(held).size).toBe(10);

    // Nobody starts: after 10 minutes the games are voided and every clip is fresh again.
    t.clock.advance(10 * 60_000);
    await runDueGames(t);
    const rows = await t.database.db.select().from(clips).where(inArray(clips.id, held));
    expect(rows.every((row) => row.reservedCount === 0 && row.shownCount === 0)).toBe(true);
    const again = await players[0]!.client.post('/api/games/odds', request(players[0]!));
    expect(again.status).toBe(200);
  });

  it('refuses a filter whose buffer runs short with 422, then serves it once the top-up has refilled it', async () => {
    const player = await fundedPlayer(t, 10);
    const narrow = gameRequest(player.wallet.id, {
      league: FRESH_TEST_LEAGUE,
      from: 2016,
      to: 2016,
      goalType: 'Free Kick',
    });
    const refused = await player.client.post('/api/games/odds', narrow);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'NOT_ENOUGH_CLIPS', message: NOT_ENOUGH_CLIPS_MESSAGE });
    // The background top-up makes the demanded clips first, past a cap on the buffer the stock is already over (a
    // refused player is served whatever the cap); a render worker renders them.
    const topped = await topUpClipBuffer({
      db: t.database.db,
      clock: t.clock,
      secret: t.app.config.clipSecret,
      perCell: 1,
      maxFresh: 1,
      maxPending: 10,
      xgSamples: 4,
    });
    expect(topped.made).toBe(10);
    const made = await t.database.db.select().from(clips).where(eq(clips.mediaStatus, 'pending'));
    expect(
      made.every(
        (clip) => clip.league === FRESH_TEST_LEAGUE && clip.seasonYear === 2016 && clip.goalType === 'Free Kick',
      ),
    ).toBe(true);
    await renderPending(t, createFakeRender(t.app.media.storage, join(t.app.config.dataDir, 'work')));
    expect((await player.client.post('/api/games/odds', narrow)).status).toBe(200);
  });

  it('purges the media of clips retired longer than the retention, and only those', async () => {
    const retired = await t.database.db.select().from(clips).where(eq(clips.shownCount, 1));
    const sample = retired[0]!;
    expect(await t.app.media.storage.stat(sample.preVideoKey!)).not.toBeNull();
    const retentionDays = t.app.config.clipMediaRetentionDays;
    t.clock.advance((retentionDays - 1) * 24 * 60 * 60_000);
    expect(
      (await purgeRetiredMedia({ db: t.database.db, clock: t.clock, storage: t.app.media.storage, retentionDays }))
        .purged,
    ).toBe(0);
    t.clock.advance(2 * 24 * 60 * 60_000);
    const result = await purgeRetiredMedia({
      db: t.database.db,
      clock: t.clock,
      storage: t.app.media.storage,
      retentionDays,
    });
    expect(result).toEqual({ purged: retired.length, failedDeletes: 0 });
    expect(await t.app.media.storage.stat(sample.preVideoKey!)).toBeNull();
    expect(await t.app.media.storage.stat(sample.postVideoKey!)).toBeNull();
    const after = await t.database.db.select().from(clips);
    expect(after.filter((clip) => clip.mediaStatus === 'purged')).toHaveLength(retired.length);
    // Fresh clips keep their media.
    const fresh = after.find((clip) => clip.mediaStatus === 'ready')!;
    expect(await t.app.media.storage.stat(fresh.preVideoKey!)).not.toBeNull();
  });
});

describe('imported footage in staked play', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    // Finite footage shown in at most 2 staked games each.
    await seedClips(t, { league: 'Import League', goals: 12, misses: 12, maxExposures: 2 });
  });
  afterAll(() => t.close());

  it('shows a clip to each player at most once, and in no more games than its exposure cap', async () => {
    const players = [await fundedPlayer(t, 30), await fundedPlayer(t, 30), await fundedPlayer(t, 30)];
    const gamesOf = new Map<string, string[][]>();
    for (let round = 0; round < 3; round++) {
      for (const player of players) {
        const request = gameRequest(player.wallet.id, { league: 'Import League' });
        const quoted = await player.client.post('/api/games/odds', request);
        if (quoted.status === 422) continue;
        const created = await player.client.post(`/api/users/${player.user.id}/games`, request);
        if (created.status === 422) continue;
        expect(created.status).toBe(201);
        const gameId = created.body.data.gameId as string;
        await playThrough(t, player, gameId);
        gamesOf.set(player.user.id, [...(gamesOf.get(player.user.id) ?? []), await clipsOfGame(t, gameId)]);
      }
    }
    const everyGame = [...gamesOf.values()].flat();
    expect(everyGame.length).toBeGreaterThanOrEqual(4);
    for (const games of gamesOf.values()) {
      const mine = games.flat();
      expect(new Set(mine).size).toBe(mine.length);
    }
    const exposures = new Map<string, number>();
    for (const id of everyGame.flat()) exposures.set(id, (exposures.get(id) ?? 0) + 1);
    expect(Math.max(...exposures.values())).toBeLessThanOrEqual(2);
    const rows = await t.database.db.select().from(clips);
    expect(rows.every((row) => row.shownCount === (exposures.get(row.id) ?? 0))).toBe(true);
  });
});
