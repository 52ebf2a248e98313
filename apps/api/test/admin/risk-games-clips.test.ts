// The risk monitor against games played through the real engine: a player who answers from the table of
// outcomes is flagged and their withdrawal held; an honest one is left alone. Then the Games and Clips screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../helpers/accounts.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundThroughSandbox, playerWithWallet } from '../helpers/money.ts';
import { requestUsdWithdrawal, signedInOperator } from '../helpers/operator.ts';
import {
  ANSWER_AFTER_MS,
  fundedPlayer,
  playCalls,
  POST_BYTES,
  PRE_BYTES,
  seedClips,
  startGameTestApp,
  type Player,
} from '../game/game-test-kit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';

describe('the risk monitor, the game timeline and the clips screen', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    // Trusting one proxy hop lets a test say which address a sign-in came from.
    t = await startGameTestApp({ env: { TRUST_PROXY: '1' } });
    // Near toss-ups for the reference predictor: it calls each of these right about 52 % of the time.
    await seedClips(t, { goals: 60, misses: 60, xg: { goal: 0.1, miss: 0.1 } });
    operator = await signedInOperator(t);
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  const play = (player: Player, calls: boolean[]) => playCalls(t, player, calls);

  const withdraw = requestUsdWithdrawal;
  /** The operator's client with a fresh access token: the games above move the clock by many minutes. */
  const admin = async () => {
    expect((await operator.client.post('/api/auth/refresh')).status).toBe(200);
    return operator.client;
  };
  const profileOf = async (userId: string) => (await (await admin()).get(`/api/admin/players/${userId}`)).body.data;

  let cheaterGame = '';

  it('flags a player who answers from the table and holds their withdrawal', async () => {
    const cheater = await fundedPlayer(t, 50);
    for (let game = 0; game < 5; game += 1) cheaterGame = await play(cheater, [true, true, true, true, true]);
    const held = await withdraw(cheater, 10);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.data.status).toBe('pending');

    const profile = await profileOf(cheater.user.id);
    expect(profile.flagged).toBe(true);
    expect(profile.flags).toHaveLength(1);
    const [flag] = profile.flags;
    expect(flag.kind).toBe('improbable_record');
    expect(flag.figures).toMatchObject({ answered: 25, correct: 25, longestStreak: 25, threshold: 1e-6 });
    expect(flag.figures.tailProbability).toBeLessThan(1e-6);
    expect(flag.figures.expectedCorrect).toBeLessThan(14);

    const waiting = await (await admin()).get('/api/admin/payments?awaitingApproval=true');
    expect(waiting.body.data).toEqual([
      expect.objectContaining({ id: held.body.data.transactionId, review: { reason: 'flagged', status: 'waiting' } }),
    ]);
  });

  it('leaves an honest player alone: their withdrawal goes straight to the provider', async () => {
    const honest = await fundedPlayer(t, 50);
    for (let game = 0; game < 5; game += 1) await play(honest, [true, false, true, false, game % 2 === 0]);
    const sent = await withdraw(honest, 10);
    expect(sent.body.data.status).toBe('processing');
    const profile = await profileOf(honest.user.id);
    expect(profile).toMatchObject({ flagged: false, flags: [] });
  });

  it('flags accounts signing in from one address', async () => {
    const address = { 'x-forwarded-for': '203.0.113.7' };
    const players = [];
    for (let index = 0; index < 4; index += 1) {
      const player = await playerWithWallet(t);
      await fundThroughSandbox(t, { client: player.client, userId: player.user.id, walletId: player.wallet.id }, 20);
      const me = await player.client.get('/api/users/profile');
      const login = await player.client.post(
        '/api/auth/login',
        { email: me.body.data.email, password: 'Correct1Horse' },
        { headers: address },
      );
      expect(login.status).toBe(200);
      players.push(player);
    }
    const held = await withdraw(players[3]!, 10);
    expect(held.body.data.status).toBe('pending');
    const [flag] = (await profileOf(players[3]!.user.id)).flags;
    expect(flag).toMatchObject({
      kind: 'shared_address',
      figures: { addresses: [{ address: '203.0.113.7', accounts: 4 }], minimum: 4 },
    });
    // Loopback is never compared: every other player of this file signed in from it, and none is flagged for it.
    const other = t.client();
    const { user } = await signUpAndIn(other);
    expect(await profileOf(user.id)).toMatchObject({ flagged: false });
  });

  it('shows a game’s timeline: questions, playable times, answers and the settlement transfers', async () => {
    await admin();
    const timeline = await operator.client.get(`/api/admin/games/${cheaterGame}`);
    expect(timeline.status).toBe(200);
    const { game, questions, transfers } = timeline.body.data;
    expect(game).toMatchObject({ id: cheaterGame, status: 'ended', score: 5, endReason: 'completed' });
    expect(questions).toHaveLength(5);
    for (const question of questions) {
      expect(question.isCorrect).toBe(true);
      expect(question.answer).toBe(question.outcome);
      expect(Date.parse(question.playableAt)).toBeGreaterThanOrEqual(Date.parse(question.sentAt));
      expect(Date.parse(question.answeredAt)).toBe(Date.parse(question.playableAt) + ANSWER_AFTER_MS);
    }
    expect(transfers.map((transfer: { kind: string }) => transfer.kind)).toEqual(['gameStake', 'winnings']);
    for (const transfer of transfers) {
      const sum = transfer.postings.reduce(
        (total: number, posting: { amount: { value: number } }) => total + posting.amount.value,
        0,
      );
      expect(sum).toBeCloseTo(0, 9);
    }
    expect((await operator.client.get(`/api/admin/games/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('sums up the day on the overview: players, games, money per currency, return to player, clips', async () => {
    const overview = (await (await admin()).get('/api/admin/overview')).body.data;
    expect(overview.players.total).toBeGreaterThanOrEqual(8);
    expect(overview.players.activeToday).toBe(overview.players.total);
    expect(overview.gamesToday).toBe(10);
    const [usd] = overview.money;
    expect(usd).toMatchObject({ currency: 'USD', stakes: { value: 20, currency: 'USD' } });
    expect(usd.grossGamingRevenue.value).toBeCloseTo(usd.stakes.value - usd.winnings.value, 9);
    expect(overview.returnToPlayer).toEqual([
      expect.objectContaining({ difficulty: 'normal', currency: 'USD', games: 10, model: 0.92 }),
    ]);
    expect(overview.returnToPlayer[0].actual).toBeCloseTo(usd.winnings.value / 20, 3);
    expect(overview.freshClips).toEqual([{ league: 'Test League', fresh: 70 }]);
    expect(overview.renderQueue).toEqual({ pending: 0, failed: 0 });
  });

  it('lists clips with exposure counts, previews their videos, disables and enables them with audit entries', async () => {
    await admin();
    const listed = await operator.client.get('/api/admin/clips?mediaStatus=ready&limit=200');
    expect(listed.status).toBe(200);
    const clips = listed.body.data as Array<{
      id: string;
      shownCount: number;
      reservedCount: number;
      enabled: boolean;
    }>;
    expect(clips.length).toBe(120);
    expect(clips.filter((clip) => clip.shownCount > 0).length).toBeGreaterThanOrEqual(50);
    const clip = clips[0]!;

    const media = await operator.client.get(`/api/admin/clips/${clip.id}/media`);
    expect(media.status).toBe(200);
    const pre = await fetch(`${t.baseUrl}${media.body.data.pre}`);
    expect(Buffer.from(await pre.arrayBuffer())).toEqual(PRE_BYTES);
    const post = await fetch(`${t.baseUrl}${media.body.data.post}`);
    expect(Buffer.from(await post.arrayBuffer())).toEqual(POST_BYTES);

    expect((await operator.client.post(`/api/admin/clips/${clip.id}/disable`, {})).status).toBe(200);
    expect(
      (await operator.client.get('/api/admin/clips?enabled=false')).body.data.map((row: { id: string }) => row.id),
    ).toEqual([clip.id]);
    t.clock.advance(1_000);
    expect((await operator.client.post(`/api/admin/clips/${clip.id}/enable`, {})).status).toBe(200);
    const audit = await operator.client.get(`/api/admin/audit?entityType=clip&entityId=${clip.id}`);
    expect(audit.body.data.map((entry: { action: string }) => entry.action)).toEqual(['clip.enable', 'clip.disable']);
    expect(audit.body.data[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });
});
