// A tournament's live round on two real API processes sharing one PostgreSQL: entrants' sockets on both get each
// question at the same second with no fan-out between them (the schedule is the same everywhere), answers made on
// either are locked and counted, both processes reach the end and call the close, and the prizes are paid once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { matchPayoutKey } from '../../src/domain/ledger/ledger-keys.ts';
import { stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { fundedPlayer, seedClips, startGameTestApp, waitFor, wrongCall, type Player } from '../game/game-test-kit.ts';
import {
  enterTournament,
  insertTournament,
  outcomeOfQuestion,
  poolBalance,
  RoundSocket,
} from '../contests/live-round-kit.ts';
import { clientOn, onPostgres, SKIP_REASON, startTwins } from './scale-out-kit.ts';

const FEE = 200n;
const INTERVAL_MS = 3_000;

describe.skipIf(!onPostgres)(`a live round on two API processes (${onPostgres ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let t: TestApp;
  let a: ApiProcess;
  let b: ApiProcess;
  let clipIds: string[];
  beforeAll(async () => {
    t = await startGameTestApp({
      // The test drives the round; the tournaments' poller (on the test's clock) stays off.
      buildOptions: { tournamentRounds: { timers: false }, tournaments: { pollIntervalMs: 0 } },
    });
    clipIds = await seedClips(t, { goals: 3, misses: 3 });
    [a, b] = (await startTwins(t, 2)) as [ApiProcess, ApiProcess];
  });
  afterAll(async () => {
    const codes = await Promise.all([a, b].filter(Boolean).map((server) => stopApiProcess(server)));
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
    expect(codes.filter((code) => code !== null)).toEqual(codes.filter((code) => code !== null).map(() => 0));
  });

  it(
    'sends each question to both processes’ sockets at the same second and pays the close once',
    { timeout: 60_000 },
    async () => {
      const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t)));
      // Real time: the processes run on the system clock. Two questions 3 s apart: their windows overlap.
      const startsAt = new Date(Date.now() + 4_000);
      const tournamentId = await insertTournament(t.database.db, t.clock, clipIds.splice(0, 2), {
        startsAt,
        numberOfQuestions: 2,
        questionIntervalMs: INTERVAL_MS,
        entryFee: FEE,
        // One place of four: the winner takes the pool.
        paidPercent: 25,
      });
      for (const player of players) {
        await enterTournament(t.database.db, systemClock, tournamentId, {
          userId: player.user.id,
          walletId: player.wallet.id,
          plans: t.app.config.plans,
        });
      }
      const serverOf = (index: number) => (index % 2 === 0 ? a : b);
      const sockets = await Promise.all(
        players.map((player: Player, index) =>
          RoundSocket.open(
            { baseUrl: serverOf(index).baseUrl, origin: t.origin },
            clientOn(serverOf(index).baseUrl, player),
            tournamentId,
          ),
        ),
      );
      for (const socket of sockets) expect((await socket.next('roundState')).payload.status).toBe('scheduled');

      const firsts = await Promise.all(sockets.map((socket) => socket.next('questionSent', 10_000)));
      for (const message of firsts) expect(message.payload.questionIndex).toBe(0);
      const arrivals = sockets.map((socket) => socket.arrivalOf('questionSent', 0));
      // At the release, not before it, and within the same second on both processes.
      expect(Math.min(...arrivals)).toBeGreaterThanOrEqual(startsAt.getTime());
      expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(1_000);
      expect(Math.max(...arrivals) - startsAt.getTime()).toBeLessThan(1_000);
      expect(new Set(firsts.map((message) => message.payload.deadline)).size).toBe(1);

      // Player 0 (on A) and player 1 (on B) call both right, player 2 (A) wrong, player 3 (B) not at all.
      const outcomes = [
        await outcomeOfQuestion(t.database.db, tournamentId, 0),
        await outcomeOfQuestion(t.database.db, tournamentId, 1),
      ];
      const play = async (questionIndex: number) => {
        for (const [index, socket] of sockets.entries()) {
          if (index === 3) continue;
          socket.clipReady(questionIndex);
          await socket.next('questionTimer');
          const outcome = outcomes[questionIndex]!;
          socket.answer(questionIndex, index === 2 ? wrongCall(outcome) : outcome);
          expect((await socket.next('answerLocked')).payload.questionIndex).toBe(questionIndex);
        }
      };
      await play(0);
      // Question 1 may have arrived while question 0's replies were awaited: looked for among everything received.
      const hasQuestion1 = (socket: RoundSocket) =>
        socket.received.some((message) => message.type === 'questionSent' && message.payload.questionIndex === 1);
      await Promise.all(sockets.map((socket) => waitFor(() => hasQuestion1(socket), 'question 1', 10_000)));
      const seconds = sockets.map((socket) => socket.arrivalOf('questionSent', 1));
      expect(Math.max(...seconds) - Math.min(...seconds)).toBeLessThan(1_000);
      await play(1);

      const closes = await Promise.all(sockets.map((socket) => socket.next('questionClosed', 20_000)));
      expect(closes.map((message) => message.payload.isCorrect)).toEqual([true, true, false, false]);
      const ended = await Promise.all(sockets.map((socket) => socket.next('tournamentEnded', 20_000)));
      // Players 0 and 1 are tied on correct calls; the faster (or, equal, the earlier entry) takes the one paid place.
      const paid = ended.filter((message) => message.payload.prize.value > 0);
      expect(paid).toHaveLength(1);
      // Pool 8.00, rake 10 %: 7.20 to the winner, whichever process told them.
      expect(paid[0]!.payload.prize).toEqual({ value: 7.2, currency: 'USD' });
      expect(ended.every((message) => message.payload.standings.length === 4)).toBe(true);

      // Both processes reached the end and called the close: one transfer, the pool empty.
      const transfers = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${matchPayoutKey(tournamentId)}`,
      );
      expect(transfers[0]!.n).toBe(1);
      expect(await poolBalance(t.database.db, tournamentId)).toBe(0n);
      const shown = await queryRows<{ shown_count: number; reserved_count: number }>(
        t.database.db,
        sql`select c.shown_count, c.reserved_count from match_questions q join clips c on c.id = q.clip_id
           where q.match_id = ${tournamentId}`,
      );
      expect(shown.every((clip) => clip.shown_count === clip.reserved_count)).toBe(true);
    },
  );
});
