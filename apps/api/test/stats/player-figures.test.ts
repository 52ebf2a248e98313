// The player figures over real HTTP, against games played through the real game engine: stats,
// history, achievements and the leaderboard, with a voided game that must not count.
import { randomUUID } from 'node:crypto';
import { LEADERBOARD_MIN_ANSWERED, LEADERBOARD_TOP } from '@gom/contract/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerTotals, users } from '../../src/db/schema.ts';
import {
  CUTOFF_WITHOUT_CLIP_MS,
  createGame,
  fundedPlayer,
  GameSocket,
  loadGame,
  outcomeOf,
  runDueGames,
  seedClips,
  startGameTestApp,
  TEST_LEAGUE,
  wrongCall,
  type Player,
} from '../game/game-test-kit.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { checkoutIdOf, startFunding } from '../helpers/money.ts';
import { postSandboxWebhook, sandboxEventBody } from '../helpers/sandbox-webhook.ts';
import type { TestApp } from '../helpers/start-test-app.ts';

const ANSWER_AFTER_MS = 2_000;
const PAUSE_MS = 6_000;
const VOID_AFTER_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const PASSWORD = 'Correct1Horse';

interface PlayedGame {
  gameId: string;
  odds: number;
  endedAt: string;
  lastCall: 'Goal' | 'Miss' | null;
}

describe('player figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 100, misses: 100 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  /**
   * Plays a game with these calls (true = right); with `timeoutAfter`, only that many questions are answered
   * and the next one runs out. Returns what the history should show of it.
   */
  async function play(
    player: Player,
    calls: boolean[],
    options: { questions?: number; currency?: string; walletId?: string; timeoutAfter?: number } = {},
  ): Promise<PlayedGame> {
    const overrides: Record<string, unknown> = { numberOfQuestions: options.questions ?? calls.length };
    if (options.currency) overrides.stake = { value: 2, currency: options.currency };
    if (options.walletId) overrides.walletId = options.walletId;
    const { gameId, odds } = await createGame(player, overrides);
    const socket = await GameSocket.open(t, player.client, player.user.id, gameId);
    socket.start();
    let lastCall: PlayedGame['lastCall'] = null;
    for (const [index, right] of calls.entries()) {
      await socket.next('questionSent');
      const outcome = await outcomeOf(t, gameId, index);
      const call = right ? outcome : wrongCall(outcome);
      t.clock.advance(ANSWER_AFTER_MS);
      socket.answer(call);
      await socket.next('questionAnswered');
      lastCall = call === 'goal' ? 'Goal' : 'Miss';
      t.clock.advance(PAUSE_MS);
      await runDueGames(t);
    }
    if (options.timeoutAfter !== undefined) {
      await socket.next('questionSent');
      t.clock.advance(CUTOFF_WITHOUT_CLIP_MS);
      await runDueGames(t);
    }
    await socket.next('gameEnded');
    await socket.closed;
    const game = await loadGame(t, gameId);
    expect(game.status).toBe('ended');
    t.clock.advance(60_000);
    return { gameId, odds, endedAt: (game.endedAt as Date).toISOString(), lastCall };
  }

  async function signIn(player: Player) {
    const login = await player.client.post('/api/auth/login', { email: player.user.email, password: PASSWORD });
    expect(login.status).toBe(200);
  }

  const right = (count: number, wrong = 0) => [...Array(count).fill(true), ...Array(wrong).fill(false)] as boolean[];

  // Scenario, in this order (each 5 questions unless said; stake 2 USD):
  //   A: win 4/5 (First Win), loss 2/5, timeout after 1 right (loss), perfect 5/5 (Sharpshooter),
  //      10 questions 7/10 (won: Survivor), and a game never started (voided).
  //   B: 5/5, 4/5 — 9 correct of 10 (90%)        D: 4/5, 5/5 later — 9 of 10 (90%), reached after B
  //   E: 5/5, 4/5, 0/5 — 9 of 15 (60%)          F: one game, 5 answered: below the minimum
  //   C: a USD loss 2/5 and a EUR loss 2/5 (default wallet USD) — 4 of 10 (40%)
  let a: Player;
  let b: Player;
  let c: Player;
  let d: Player;
  let e: Player;
  let f: Player;
  const aGames: PlayedGame[] = [];
  let cEurWalletId: string;

  beforeAll(async () => {
    a = await fundedPlayer(t, 50);
    // Voided first: a voided game gives its daily Free game back, so A can still play five.
    const voided = await createGame(a);
    t.clock.advance(VOID_AFTER_MS);
    await runDueGames(t);
    expect((await loadGame(t, voided.gameId)).status).toBe('voided');
    // The wait outlived A's access token: A signs in again.
    const login = await a.client.post('/api/auth/login', { email: a.user.email, password: 'Correct1Horse' });
    expect(login.status).toBe(200);
    aGames.push(await play(a, [true, true, true, true, false]));
    aGames.push(await play(a, [true, true, false, false, false]));
    aGames.push(await play(a, [true], { questions: 5, timeoutAfter: 1 }));
    aGames.push(await play(a, right(5)));
    aGames.push(await play(a, right(7, 3)));

    b = await fundedPlayer(t, 20);
    await play(b, right(5));
    await play(b, right(4, 1));
    d = await fundedPlayer(t, 20);
    await play(d, right(4, 1));
    await play(d, right(5));
    e = await fundedPlayer(t, 20);
    await play(e, right(5));
    await play(e, right(4, 1));
    await play(e, right(0, 5));
    f = await fundedPlayer(t, 20);
    await play(f, right(5));

    c = await fundedPlayer(t, 20);
    const eur = await c.client.post(`/api/users/${c.user.id}/wallets`, {
      currency: 'EUR',
      entityType: 'personal',
      default: false,
    });
    expect(eur.status).toBe(201);
    cEurWalletId = eur.body.data.id;
    const funding = await startFunding(c.client, c.user.id, cEurWalletId, 20, 'EUR');
    const paid = sandboxEventBody({
      type: 'checkout.paid',
      checkoutId: checkoutIdOf(funding.paymentLink),
      amount: '2000',
      currency: 'EUR',
    });
    expect((await postSandboxWebhook(t, paid)).status).toBe(200);
    await play(c, right(2, 3));
    await play(c, right(2, 3), { currency: 'EUR', walletId: cEurWalletId });
    // The setup took more than an access token's life on the test clock.
    for (const player of [a, b, c, d, e, f]) await signIn(player);
  });

  const statsOf = async (player: Player) => {
    const response = await player.client.get(`/api/users/${player.user.id}/stats`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };

  it('gives a new player zeros, no winnings, no rank, level 1 and every achievement locked', async () => {
    const fresh = await fundedPlayer(t, 10);
    expect(await statsOf(fresh)).toEqual({
      gamesPlayed: 0,
      gamesWon: 0,
      questionsAnswered: 0,
      correctPredictions: 0,
      accuracy: 0,
      totalWinnings: [],
      currentStreak: 0,
      bestStreak: 0,
      globalRank: null,
      level: 1,
      nextLevelIn: 10,
      achievements: [
        { id: 'first-win', name: 'First Win', description: 'Win a game', earnedAt: null },
        {
          id: 'sharpshooter',
          name: 'Sharpshooter',
          description: 'Call every question right in a game of at least 5 questions',
          earnedAt: null,
        },
        { id: 'survivor', name: 'Survivor', description: 'Win a 10-question game', earnedAt: null },
      ],
    });
    const history = await fresh.client.get(`/api/users/${fresh.user.id}/games`);
    expect(history.body.data).toEqual({ items: [], page: 1, pageSize: 10, total: 0 });
    const board = await fresh.client.get('/api/leaderboard');
    expect(board.body.data.me).toBeNull();
  });

  it("counts every figure of a player's settled games, and not the voided one", async () => {
    const [g1, , , g4, g5] = aGames as [PlayedGame, PlayedGame, PlayedGame, PlayedGame, PlayedGame];
    // Net: two 5-question wins at 1.45 (+0.90 each), a 10-question win at 1.18 (+0.36), two losses (−2 each).
    expect([g1.odds, g4.odds, g5.odds]).toEqual([1.45, 1.45, 1.18]);
    const stats = await statsOf(a);
    expect(stats).toMatchObject({
      gamesPlayed: 5,
      gamesWon: 3,
      questionsAnswered: 26,
      correctPredictions: 19,
      accuracy: 73,
      totalWinnings: [{ value: -1.84, currency: 'USD' }],
      currentStreak: 2,
      bestStreak: 2,
      globalRank: 1,
      level: 2,
      nextLevelIn: 11,
    });
    expect(stats.achievements.map((achievement: { earnedAt: string | null }) => achievement.earnedAt)).toEqual([
      g1.endedAt,
      g4.endedAt,
      g5.endedAt,
    ]);
  });

  it('counts streaks in end order and lists net winnings per currency, the default wallet first', async () => {
    expect(await statsOf(e)).toMatchObject({ currentStreak: 0, bestStreak: 2, gamesWon: 2, accuracy: 60 });
    const cStats = await statsOf(c);
    expect(cStats.totalWinnings).toEqual([
      { value: -2, currency: 'USD' },
      { value: -2, currency: 'EUR' },
    ]);
    const patched = await c.client.patch(`/api/users/${c.user.id}/wallets/${cEurWalletId}`, { default: true });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await statsOf(c)).totalWinnings.map((money: { currency: string }) => money.currency)).toEqual([
      'EUR',
      'USD',
    ]);
    expect(await statsOf(f)).toMatchObject({ gamesPlayed: 1, questionsAnswered: 5, globalRank: null });
  });

  it('pages the history newest first with every field of each game', async () => {
    const [g1, g2, g3, g4, g5] = aGames as [PlayedGame, PlayedGame, PlayedGame, PlayedGame, PlayedGame];
    const page = async (query: string) => {
      const response = await a.client.get(`/api/users/${a.user.id}/games${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const all = await page('');
    expect(all).toMatchObject({ page: 1, pageSize: 10, total: 5 });
    expect(all.items).toEqual([
      {
        id: g5.gameId,
        endedAt: g5.endedAt,
        league: TEST_LEAGUE,
        questions: 10,
        score: 7,
        result: 'Win',
        lastCall: g5.lastCall,
        stake: { value: 2, currency: 'USD' },
        payout: { value: 2.36, currency: 'USD' },
        net: { value: 0.36, currency: 'USD' },
        odds: 1.18,
      },
      expect.objectContaining({ id: g4.gameId, score: 5, result: 'Win', payout: { value: 2.9, currency: 'USD' } }),
      {
        id: g3.gameId,
        endedAt: g3.endedAt,
        league: TEST_LEAGUE,
        questions: 5,
        score: 1,
        result: 'Loss',
        lastCall: g3.lastCall,
        stake: { value: 2, currency: 'USD' },
        payout: { value: 0, currency: 'USD' },
        net: { value: -2, currency: 'USD' },
        odds: 1.45,
      },
      expect.objectContaining({ id: g2.gameId, score: 2, result: 'Loss', lastCall: g2.lastCall }),
      expect.objectContaining({ id: g1.gameId, score: 4, result: 'Win', net: { value: 0.9, currency: 'USD' } }),
    ]);
    expect(g3.lastCall).not.toBeNull();
    const ids = (data: { items: Array<{ id: string }> }) => data.items.map((item) => item.id);
    expect(ids(await page('?page=1&pageSize=2'))).toEqual([g5.gameId, g4.gameId]);
    expect(ids(await page('?page=2&pageSize=2'))).toEqual([g3.gameId, g2.gameId]);
    expect(await page('?page=3&pageSize=2')).toMatchObject({
      page: 3,
      pageSize: 2,
      total: 5,
      items: [{ id: g1.gameId }],
    });
    expect((await page('?page=4&pageSize=2')).items).toEqual([]);
  });

  it('shows the last call as null for a game where the player called nothing', async () => {
    const quiet = await fundedPlayer(t, 10);
    const played = await play(quiet, [], { questions: 5, timeoutAfter: 0 });
    const history = await quiet.client.get(`/api/users/${quiet.user.id}/games`);
    expect(history.body.data.items).toEqual([
      expect.objectContaining({ id: played.gameId, score: 0, result: 'Loss', lastCall: null }),
    ]);
    expect(await statsOf(quiet)).toMatchObject({ gamesPlayed: 1, questionsAnswered: 0, accuracy: 0 });
  });

  it("refuses another player's stats and games (403) and bad queries (400)", async () => {
    expect((await a.client.get(`/api/users/${b.user.id}/stats`)).status).toBe(403);
    expect((await a.client.get(`/api/users/${b.user.id}/games`)).status).toBe(403);
    expect((await t.client().get(`/api/users/${a.user.id}/stats`)).status).toBe(401);
    expect((await t.client().get('/api/leaderboard')).status).toBe(401);
    for (const query of ['page=0', 'page=abc', 'pageSize=0', 'pageSize=51', 'page=1.5', 'sort=asc']) {
      const response = await a.client.get(`/api/users/${a.user.id}/games?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('INVALID_INPUT');
    }
    for (const query of ['period=year', 'period=all&x=1']) {
      expect((await a.client.get(`/api/leaderboard?${query}`)).status, query).toBe(400);
    }
  });

  const boardOf = async (player: Player, period?: string) => {
    const response = await player.client.get(`/api/leaderboard${period ? `?period=${period}` : ''}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const summary = (rows: Array<{ rank: number; userId: string }>) => rows.map((row) => [row.rank, row.userId]);

  it('ranks by correct predictions, then accuracy, then who got there first, above the minimum answered', async () => {
    const board = await boardOf(c, 'all');
    expect(board).toMatchObject({ period: 'all', minimumAnswered: LEADERBOARD_MIN_ANSWERED });
    expect(summary(board.rows)).toEqual([
      [1, a.user.id],
      [2, b.user.id],
      [3, d.user.id],
      [4, e.user.id],
      [5, c.user.id],
    ]);
    expect(board.rows[0]).toEqual({
      rank: 1,
      userId: a.user.id,
      username: a.user.username,
      displayName: null,
      avatarColor: null,
      games: 5,
      correctPredictions: 19,
      accuracy: 73,
      wonGames: 3,
    });
    expect(board.rows[3]).toMatchObject({ games: 3, correctPredictions: 9, accuracy: 60, wonGames: 2 });
    expect(board.me).toEqual(board.rows[4]);
    expect((await boardOf(f)).me).toBeNull();
    expect((await statsOf(d)).globalRank).toBe(3);
  });

  it("returns the caller's own row with its rank outside the top", async () => {
    // Filler players ahead of everyone (rollup rows only: playing LEADERBOARD_TOP real games adds nothing).
    const now = t.clock.now();
    const filler = Array.from({ length: LEADERBOARD_TOP }, (_, index) => ({
      id: randomUUID(),
      firstName: 'Filler',
      lastName: 'Player',
      username: `filler_${index}`,
      email: `filler.${index}@example.com`,
      passwordHash: 'x',
      createdAt: now,
      updatedAt: now,
    }));
    await t.database.db.insert(users).values(filler);
    await t.database.db.insert(playerTotals).values(
      filler.map((user) => ({
        userId: user.id,
        games: 10,
        gamesWon: 10,
        answered: 100,
        correct: 100,
        accuracy: 100,
        lastGameEndedAt: now,
      })),
    );
    const board = await boardOf(c, 'all');
    expect(board.rows).toHaveLength(LEADERBOARD_TOP);
    expect(board.rows.map((row: { rank: number }) => row.rank)).toEqual(
      Array.from({ length: LEADERBOARD_TOP }, (_, index) => index + 1),
    );
    expect(board.me).toMatchObject({ rank: LEADERBOARD_TOP + 5, userId: c.user.id, correctPredictions: 4 });
    expect((await statsOf(a)).globalRank).toBe(LEADERBOARD_TOP + 1);
  });

  it('ranks this week (from Monday) and this month, in UTC, by the clock', async () => {
    const ranked = async (period: string) => summary((await boardOf(a, period)).rows).map(([, userId]) => userId);
    expect(await ranked('week')).toEqual([a.user.id, b.user.id, d.user.id, e.user.id, c.user.id]);

    // Tuesday 2030-01-15 + 8 days: Wednesday of the next week, still January.
    t.clock.advance(8 * DAY_MS);
    await signIn(a);
    const g = await fundedPlayer(t, 20);
    await play(g, right(5));
    await play(g, right(4, 1));
    expect(await ranked('week')).toEqual([g.user.id]);
    expect((await boardOf(g, 'week')).me).toMatchObject({ rank: 1, games: 2, correctPredictions: 9, accuracy: 90 });
    // G ties B and D (9 correct, 90%) but got there last. The filler players have no period rows.
    expect(await ranked('month')).toEqual([a, b, d, g, e, c].map((player) => player.user.id));

    // Thursday 2030-01-31: the last day of the month, in a week G has not played.
    t.clock.advance(8 * DAY_MS);
    await signIn(a);
    expect(await ranked('week')).toEqual([]);
    expect(await ranked('month')).toEqual([a, b, d, g, e, c].map((player) => player.user.id));

    // Sunday 2030-02-17: a new month, and nobody has played in it.
    t.clock.advance(17 * DAY_MS);
    await signIn(a);
    expect(await ranked('week')).toEqual([]);
    expect(await ranked('month')).toEqual([]);
    expect((await boardOf(a, 'month')).me).toBeNull();
    expect((await boardOf(a, 'all')).me).toMatchObject({ userId: a.user.id, rank: LEADERBOARD_TOP + 1 });
  });
});
