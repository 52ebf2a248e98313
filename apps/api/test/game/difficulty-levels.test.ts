// Difficulty levels over the API: the levels in GET /games/config, the difficulty in the odds request and
// the creation payload, odds per level that reward skill on a full league, and a game that draws only its
// level's clips.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipDemands, clips, gameQuestions } from '../../src/db/schema.ts';
import { NOT_ENOUGH_CLIPS_MESSAGE } from '../../src/domain/game/price-game.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { createGame, fundedPlayer, gameRequest, loadGame, seedClips, startGameTestApp } from './game-test-kit.ts';

const LEVELS = ['easy', 'normal', 'hard'] as const;
const SHORT_LEAGUE = 'Short League';

describe('difficulty levels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    // A full league as the buffer stocks it: every level, both goal types, goals and misses alike. The clips
    // stand for generated ones, so the odds come from the simulator's calibration.
    for (const difficulty of LEVELS) {
      for (const goalType of ['Shot', 'Free Kick'] as const) {
        await seedClips(t, { source: 'demo', difficulty, goalType, goals: 12, misses: 12 });
      }
    }
    // A league stocked on normal only.
    await seedClips(t, { league: SHORT_LEAGUE, source: 'demo', goals: 12, misses: 12 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('lists the levels with a line each in GET /games/config, normal by default', async () => {
    const response = await t.client().get('/api/games/config');
    expect(response.status).toBe(200);
    const { difficulties, defaultDifficulty } = response.body.data;
    expect(defaultDifficulty).toBe('normal');
    expect(difficulties.map((level: { level: string }) => level.level)).toEqual(['easy', 'normal', 'hard']);
    expect(difficulties.map((level: { label: string }) => level.label)).toEqual(['Easy', 'Normal', 'Hard']);
    for (const level of difficulties) expect(level.description.length).toBeGreaterThan(10);
  });

  it('quotes at least 1.5 on normal and 2.5 on hard for 5 questions on a full league, easy below normal', async () => {
    const player = await fundedPlayer(t);
    const odds: Record<string, number> = {};
    for (const difficulty of LEVELS) {
      const response = await player.client.post('/api/games/odds', gameRequest(player.wallet.id, { difficulty }));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      odds[difficulty] = response.body.data.odds;
    }
    expect(odds.normal).toBeGreaterThanOrEqual(1.5);
    expect(odds.hard).toBeGreaterThanOrEqual(2.5);
    expect(odds.easy).toBeLessThan(odds.normal!);
    expect(odds.easy).toBeGreaterThan(1.01);
    // No difficulty is normal.
    const plain = await player.client.post('/api/games/odds', gameRequest(player.wallet.id));
    expect(plain.body.data.odds).toBe(odds.normal);
    // The same holds on each goal type alone.
    for (const goalType of ['Shot', 'Free Kick']) {
      const quote = async (difficulty: string) =>
        (await player.client.post('/api/games/odds', gameRequest(player.wallet.id, { goalType, difficulty }))).body.data
          .odds as number;
      const [easy, normal, hard] = [await quote('easy'), await quote('normal'), await quote('hard')];
      expect(normal, goalType).toBeGreaterThanOrEqual(1.5);
      expect(hard, goalType).toBeGreaterThanOrEqual(2.5);
      expect(easy, goalType).toBeLessThan(normal);
    }
  });

  it('refuses an unknown level with a clear 400', async () => {
    const player = await fundedPlayer(t);
    for (const difficulty of ['Hard', 'expert', '', 3, null]) {
      const response = await player.client.post('/api/games/odds', gameRequest(player.wallet.id, { difficulty }));
      expect(response.status, JSON.stringify(difficulty)).toBe(400);
      expect(response.body.error.message).toBe("difficulty must be 'easy', 'normal' or 'hard'");
      const created = await player.client.post(
        `/api/users/${player.user.id}/games`,
        gameRequest(player.wallet.id, { difficulty }),
      );
      expect(created.status).toBe(400);
    }
  });

  it('plays a hard game on hard clips only, half goals and half misses on average, and records the level', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player, { difficulty: 'hard' });
    expect((await loadGame(t, gameId)).difficulty).toBe('hard');
    const drawn = await t.database.db
      .select({ difficulty: clips.difficulty })
      .from(gameQuestions)
      .innerJoin(clips, eq(clips.id, gameQuestions.clipId))
      .where(eq(gameQuestions.gameId, gameId));
    expect(drawn).toHaveLength(5);
    expect(drawn.every((clip) => clip.difficulty === 'hard')).toBe(true);
  });

  it("answers 422 for a level the league cannot serve yet, and asks the buffer for that level's clips", async () => {
    const player = await fundedPlayer(t);
    const normal = await player.client.post(
      '/api/games/odds',
      gameRequest(player.wallet.id, { league: SHORT_LEAGUE, goalType: 'Shot' }),
    );
    expect(normal.status).toBe(200);
    const hard = await player.client.post(
      '/api/games/odds',
      gameRequest(player.wallet.id, { league: SHORT_LEAGUE, difficulty: 'hard' }),
    );
    expect(hard.status).toBe(422);
    expect(hard.body.error.message).toBe(NOT_ENOUGH_CLIPS_MESSAGE);
    const demands = await t.database.db
      .select({ difficulty: clipDemands.difficulty })
      .from(clipDemands)
      .where(and(eq(clipDemands.league, SHORT_LEAGUE), inArray(clipDemands.difficulty, ['hard'])));
    expect(demands).toEqual([{ difficulty: 'hard' }]);
  });
});
