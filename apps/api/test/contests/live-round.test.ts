// The live round over a real WebSocket (decision 0103): several entrants get each question at its release, answer
// inside their own window (a clipReady starts it, capped 3 s after the release), are told "locked in" the same way
// for a right and a wrong call, and learn the outcome, their verdict and the table at the close; the round's end
// closes the tournament and pays the prizes once. Late answers, second answers and strangers are refused with
// nothing written; a reconnect resumes where the round is. The scheduler is driven by the test's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows.ts';
import { ROUND_SOCKET_REFUSALS } from '../../src/routes/games/tournament-live-socket.ts';
import { LIVE_ROUND_REFUSALS } from '../../src/domain/contests/live-round/live-round-engine.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { fundedPlayer, seedClips, startGameTestApp, wrongCall, type Player } from '../game/game-test-kit.ts';
import {
  enterTournament,
  insertTournament,
  outcomeOfQuestion,
  poolBalance,
  RoundSocket,
  storedCalls,
} from './live-round-kit.ts';

const INTERVAL_MS = 20_000;
const FEE = 500n; // 5.00 USD

describe('the live round of a tournament', () => {
  let t: TestApp;
  let clipIds: string[];
  beforeAll(async () => {
    t = await startGameTestApp({
      // The test drives the round; the tournaments' poller (on the test's clock) stays off.
      buildOptions: { tournamentRounds: { timers: false }, tournaments: { pollIntervalMs: 0 } },
    });
    clipIds = await seedClips(t, { goals: 15, misses: 15 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  const takeClips = (count: number) => clipIds.splice(0, count);
  const runDue = () => t.app.tournamentRounds.runDue();

  async function tournamentWith(
    players: Player[],
    options: { questions?: number; minEntrants?: number; paidPercent?: number } = {},
  ) {
    const numberOfQuestions = options.questions ?? 2;
    const startsAt = new Date(t.clock.now().getTime() + 5_000);
    const tournamentId = await insertTournament(t.database.db, t.clock, takeClips(numberOfQuestions), {
      startsAt,
      numberOfQuestions,
      questionIntervalMs: INTERVAL_MS,
      entryFee: FEE,
      minEntrants: options.minEntrants,
      paidPercent: options.paidPercent,
    });
    const entries = [];
    for (const player of players) {
      entries.push(
        await enterTournament(t.database.db, t.clock, tournamentId, {
          userId: player.user.id,
          walletId: player.wallet.id,
          plans: t.app.config.plans,
        }),
      );
    }
    return { tournamentId, startsAt, entries };
  }

  const open = (player: Player, tournamentId: string) => RoundSocket.open(t, player.client, tournamentId);
  const walletBalance = async (player: Player) => {
    const [row] = await queryRows<{ balance: string; held: string }>(
      t.database.db,
      sql`select balance::text as balance, held::text as held from ledger_accounts where id = ${player.wallet.id}`,
    );
    return { balance: BigInt(row!.balance), held: BigInt(row!.held) };
  };

  it('plays a round with several entrants: same-second questions, locked-in answers, the reveal, the table, the prizes', async () => {
    const players = await Promise.all([fundedPlayer(t), fundedPlayer(t), fundedPlayer(t)]);
    const [ann, bob, cat] = players as [Player, Player, Player];
    const { tournamentId, startsAt, entries } = await tournamentWith(players, { paidPercent: 67 });
    const before = await Promise.all(players.map(walletBalance));
    const sockets = await Promise.all(players.map((player) => open(player, tournamentId)));
    for (const socket of sockets) {
      const state = await socket.next('roundState');
      expect(state.payload).toMatchObject({
        tournamentId,
        status: 'scheduled',
        numberOfQuestions: 2,
        questionsClosed: 0,
      });
      expect(state.payload.yourAnswers).toEqual([null, null]);
      expect(state.payload.serverTime).toBe(t.clock.now().toISOString());
    }

    // Question 0 at startsAt: the tournament starts (fees into the pool), every socket gets the question.
    t.clock.set(startsAt);
    await runDue();
    const sent = await Promise.all(sockets.map((socket) => socket.next('questionSent')));
    for (const message of sent) {
      expect(message.payload).toEqual({
        questionIndex: 0,
        preVideoLink: expect.stringMatching(/^\/api\/media\//),
        deadline: new Date(startsAt.getTime() + 13_000).toISOString(),
      });
    }
    expect(await poolBalance(t.database.db, tournamentId)).toBe(3n * FEE);

    const outcome0 = await outcomeOfQuestion(t.database.db, tournamentId, 0);
    const [annSocket, bobSocket, catSocket] = sockets as [RoundSocket, RoundSocket, RoundSocket];
    // Ann's clip plays 1 s in: her 10 s start then. Bob never says; his clock starts at the cap.
    t.clock.advance(1_000);
    annSocket.clipReady(0);
    expect((await annSocket.next('questionTimer')).payload.deadline).toBe(
      new Date(startsAt.getTime() + 11_000).toISOString(),
    );
    t.clock.advance(1_000);
    annSocket.answer(0, outcome0);
    bobSocket.answer(0, wrongCall(outcome0));
    const annLocked = await annSocket.next('answerLocked');
    const bobLocked = await bobSocket.next('answerLocked');
    // The same message whether right or wrong: only the call it echoes differs.
    expect(annLocked.payload).toEqual({ questionIndex: 0, answer: outcome0 });
    expect(bobLocked.payload).toEqual({ questionIndex: 0, answer: wrongCall(outcome0) });
    expect(JSON.stringify(annLocked).length).toBe(JSON.stringify(bobLocked).length);

    // Nothing about the outcome before the close.
    t.clock.set(new Date(startsAt.getTime() + 12_999));
    await runDue();
    expect(sockets.flatMap((socket) => socket.pending()).map((message) => message.type)).toEqual([]);
    t.clock.set(new Date(startsAt.getTime() + 13_000));
    await runDue();
    const closed = await Promise.all(sockets.map((socket) => socket.next('questionClosed')));
    expect(closed.map((message) => [message.payload.yourAnswer, message.payload.isCorrect])).toEqual([
      [outcome0, true],
      [wrongCall(outcome0), false],
      [null, false],
    ]);
    for (const message of closed) {
      expect(message.payload.outcome).toBe(outcome0);
      expect(message.payload.entrants).toBe(3);
      expect(message.payload.standings.map((row: { userId: string }) => row.userId)[0]).toBe(ann.user.id);
    }
    expect(closed[0]!.payload.you).toMatchObject({
      userId: ann.user.id,
      rank: 1,
      correct: 1,
      answered: 1,
      totalAnswerMs: 1_000,
      prize: null,
    });
    // Bob answered 2 s in without a clipReady, before his clock's cap: his time counts from the release.
    expect(closed[1]!.payload.you).toMatchObject({
      userId: bob.user.id,
      correct: 0,
      answered: 1,
      totalAnswerMs: 2_000,
    });
    // The reveal opens now that the question has closed for everyone.
    const reveal = await ann.client.get(closed[0]!.payload.postVideoLink);
    expect(reveal.status).toBe(200);

    // Question 1: all three right; Ann fastest.
    t.clock.set(new Date(startsAt.getTime() + INTERVAL_MS));
    await runDue();
    await Promise.all(sockets.map((socket) => socket.next('questionSent')));
    const outcome1 = await outcomeOfQuestion(t.database.db, tournamentId, 1);
    t.clock.advance(500);
    annSocket.answer(1, outcome1);
    await annSocket.next('answerLocked');
    t.clock.advance(4_000);
    catSocket.answer(1, outcome1);
    bobSocket.answer(1, outcome1);
    await catSocket.next('answerLocked');
    await bobSocket.next('answerLocked');

    // The last close ends the round: the tournament closes and pays, each socket gets the table and its prize.
    t.clock.set(new Date(startsAt.getTime() + INTERVAL_MS + 13_000));
    await runDue();
    for (const socket of sockets) await socket.next('questionClosed');
    const ended = await Promise.all(sockets.map((socket) => socket.next('tournamentEnded')));
    const ranks = ended[0]!.payload.standings.map((row: { userId: string; rank: number }) => [row.userId, row.rank]);
    expect(ranks).toEqual([
      [ann.user.id, 1],
      // Equal on correct calls; Bob's wrong call's time counts against him (times sum over answered questions).
      [cat.user.id, 2],
      [bob.user.id, 3],
    ]);
    // Pool 15.00, rake 10 % = 1.50; two places of three paid, 2 : 1 (66.67 % / 33.33 %) of 13.50: 9.00 and 4.49.
    expect(ended.map((message) => message.payload.prize)).toEqual([
      { value: 9, currency: 'USD' },
      { value: 0, currency: 'USD' },
      { value: 4.49, currency: 'USD' },
    ]);
    expect(ended[0]!.payload.you).toMatchObject({ rank: 1, correct: 2, prize: { value: 9, currency: 'USD' } });
    for (const socket of sockets) expect((await socket.closed).code).toBe(1000);

    expect(await poolBalance(t.database.db, tournamentId)).toBe(0n);
    const after = await Promise.all(players.map(walletBalance));
    expect(after.map((wallet, index) => wallet.balance - before[index]!.balance)).toEqual([
      900n - FEE,
      -FEE,
      449n - FEE,
    ]);
    expect(after.map((wallet) => wallet.held)).toEqual([0n, 0n, 0n]);
    const [status] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from matches where id = ${tournamentId}`,
    );
    expect(status!.status).toBe('closed');
    expect((await storedCalls(t.database.db, entries[0]!)).map((row) => row.is_correct)).toEqual([true, true]);

    // A socket opened after the end gets the final table and its prize, and a normal close.
    const late = await open(ann, tournamentId);
    expect((await late.next('roundState')).payload.status).toBe('closed');
    expect((await late.next('tournamentEnded')).payload.prize).toEqual({ value: 9, currency: 'USD' });
    expect((await late.closed).code).toBe(1000);
  });

  it('refuses an answer after the window, and a second answer, writing nothing', async () => {
    const players = await Promise.all([fundedPlayer(t), fundedPlayer(t)]);
    const [ann, bob] = players as [Player, Player];
    const { tournamentId, startsAt, entries } = await tournamentWith(players, { questions: 1 });
    const annSocket = await open(ann, tournamentId);
    const bobSocket = await open(bob, tournamentId);
    t.clock.set(startsAt);
    await runDue();
    await annSocket.next('questionSent');
    await bobSocket.next('questionSent');
    const outcome = await outcomeOfQuestion(t.database.db, tournamentId, 0);

    // Ann's clip played at once: her deadline is release + 10 s, so 10.5 s in is late for her.
    annSocket.clipReady(0);
    await annSocket.next('questionTimer');
    t.clock.advance(10_500);
    annSocket.answer(0, outcome);
    expect((await annSocket.next('errorOccurred')).payload.message).toBe(LIVE_ROUND_REFUSALS.late);
    expect(await storedCalls(t.database.db, entries[0]!)).toEqual([
      { question_index: 0, answer: null, is_correct: null, answered: false },
    ]);

    // Bob (clock at the cap: release + 13 s) is still in; his second answer is refused and the first stands.
    bobSocket.answer(0, wrongCall(outcome));
    await bobSocket.next('answerLocked');
    // His clip reaches its first frame after the call: that is no refusal, and nothing is said.
    bobSocket.clipReady(0);
    bobSocket.answer(0, outcome);
    expect((await bobSocket.next('errorOccurred')).payload.message).toBe(LIVE_ROUND_REFUSALS.answered);
    expect(await storedCalls(t.database.db, entries[1]!)).toEqual([
      { question_index: 0, answer: wrongCall(outcome), is_correct: false, answered: true },
    ]);
    // A question not yet released, and a malformed message, are refused too.
    bobSocket.answer(3, outcome);
    expect((await bobSocket.next('errorOccurred')).payload.message).toBe(LIVE_ROUND_REFUSALS.notOpen);
    bobSocket.send({ type: 'answerQuestion', payload: { questionIndex: 0, answer: 'maybe' } });
    expect((await bobSocket.next('errorOccurred')).payload.message).toBe("answer must be 'goal' or 'miss'");

    t.clock.set(new Date(startsAt.getTime() + 13_000));
    await runDue();
    const ended = await bobSocket.next('tournamentEnded');
    // Both wrong or unanswered: nobody scored, so they tie on every count but entry time (Ann entered first).
    expect(ended.payload.you).toMatchObject({ correct: 0, answered: 1 });
    await annSocket.next('tournamentEnded');
    expect(await poolBalance(t.database.db, tournamentId)).toBe(0n);
  });

  it('refuses a player who has not entered, a signed-out socket and an unknown tournament, with a clear message', async () => {
    const [ann, stranger] = await Promise.all([fundedPlayer(t), fundedPlayer(t)]);
    const other = await fundedPlayer(t);
    const { tournamentId, startsAt } = await tournamentWith([ann, other], { questions: 1 });
    const refused = await open(stranger, tournamentId);
    expect((await refused.next('errorOccurred')).payload.message).toBe(ROUND_SOCKET_REFUSALS.notEntered);
    expect((await refused.closed).code).toBe(1008);
    const signedOut = await RoundSocket.open(t, null, tournamentId);
    expect((await signedOut.next('errorOccurred')).payload.message).toBe('Please sign in to continue');
    const unknown = await open(ann, '00000000-0000-4000-8000-000000000000');
    expect((await unknown.next('errorOccurred')).payload.message).toBe(ROUND_SOCKET_REFUSALS.notFound);

    // The round goes on for its entrants; the stranger wrote nothing anywhere.
    const annSocket = await open(ann, tournamentId);
    t.clock.set(startsAt);
    await runDue();
    await annSocket.next('questionSent');
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from game_questions q join games g on g.id = q.game_id where g.user_id = ${stranger.user.id}`,
    );
    expect(rows[0]!.n).toBe(0);
    t.clock.set(new Date(startsAt.getTime() + 13_000));
    await runDue();
    await annSocket.next('tournamentEnded');
  });

  it('gives a reconnecting entrant the round state and the open question as they left it', async () => {
    const players = await Promise.all([fundedPlayer(t), fundedPlayer(t)]);
    const [ann, bob] = players as [Player, Player];
    const { tournamentId, startsAt } = await tournamentWith(players, { questions: 2 });
    const first = await open(ann, tournamentId);
    const bobSocket = await open(bob, tournamentId);
    t.clock.set(startsAt);
    await runDue();
    await first.next('questionSent');
    const outcome = await outcomeOfQuestion(t.database.db, tournamentId, 0);
    t.clock.advance(1_000);
    first.clipReady(0);
    await first.next('questionTimer');
    first.answer(0, outcome);
    await first.next('answerLocked');
    await first.close();

    t.clock.advance(2_000);
    const again = await open(ann, tournamentId);
    const state = await again.next('roundState');
    expect(state.payload).toMatchObject({ status: 'live', questionsClosed: 0, yourAnswers: [outcome, null] });
    expect((await again.next('questionSent')).payload.questionIndex).toBe(0);
    expect((await again.next('questionTimer')).payload.deadline).toBe(
      new Date(startsAt.getTime() + 11_000).toISOString(),
    );
    expect((await again.next('answerLocked')).payload).toEqual({ questionIndex: 0, answer: outcome });

    t.clock.set(new Date(startsAt.getTime() + INTERVAL_MS + 13_000));
    await runDue();
    expect((await again.next('tournamentEnded')).payload.you).toMatchObject({ rank: 1, correct: 1 });
    await bobSocket.next('tournamentEnded');
  });

  it('sends the clips rendered after an entrant connected: the round reads its clip set again at the start', async () => {
    const players = await Promise.all([fundedPlayer(t), fundedPlayer(t)]);
    const [ann] = players as [Player, Player];
    const { tournamentId, startsAt } = await tournamentWith(players, { questions: 1 });
    const [clip] = await queryRows<{ id: string; pre_video_key: string; post_video_key: string }>(
      t.database.db,
      sql`select c.id, c.pre_video_key, c.post_video_key from match_questions q join clips c on c.id = q.clip_id
           where q.match_id = ${tournamentId}`,
    );
    // Still rendering when Ann connects: the process loads the round without the clip's files.
    await t.database.db.execute(
      sql`update clips set media_status = 'pending', pre_video_key = null, post_video_key = null where id = ${clip!.id}`,
    );
    const annSocket = await open(ann, tournamentId);
    await annSocket.next('roundState');
    await t.database.db.execute(
      sql`update clips set media_status = 'ready', pre_video_key = ${clip!.pre_video_key},
                           post_video_key = ${clip!.post_video_key} where id = ${clip!.id}`,
    );

    t.clock.set(startsAt);
    await runDue();
    const sent = await annSocket.next('questionSent');
    expect((await ann.client.get(sent.payload.preVideoLink)).status).toBe(200);
    t.clock.set(new Date(startsAt.getTime() + 13_000));
    await runDue();
    await annSocket.next('tournamentEnded');
  });

  it('cancels a tournament short of its minimum at its start: every hold released, the sockets told', async () => {
    const players = await Promise.all([fundedPlayer(t), fundedPlayer(t)]);
    const [ann] = players as [Player, Player];
    const { tournamentId, startsAt } = await tournamentWith(players, { questions: 1, minEntrants: 3 });
    const socket = await open(ann, tournamentId);
    await socket.next('roundState');
    expect((await walletBalance(ann)).held).toBe(FEE);
    t.clock.set(startsAt);
    await runDue();
    expect((await socket.next('errorOccurred')).payload.message).toBe(LIVE_ROUND_REFUSALS.cancelled);
    await socket.closed;
    expect((await walletBalance(ann)).held).toBe(0n);
    const again = await open(ann, tournamentId);
    expect((await again.next('errorOccurred')).payload.message).toBe(LIVE_ROUND_REFUSALS.cancelled);
  });
});
