import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { applyGameEvent } from '../../src/domain/game/apply-game-event.ts';
import { decideGameEvent } from '../../src/domain/game/decide-game-event.ts';
import type { GameRow } from '../../src/domain/game/game-event-types.ts';
import { persistGameEvents } from '../../src/domain/game/persist-game-event.ts';
import { releaseGameStake } from '../../src/domain/wallets/settle-game-stake.ts';
import { batchCalls } from '../../src/lib/batch-calls.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createGame,
  fundedPlayer,
  loadGame,
  outcomeOf,
  seedClips,
  startGameTestApp,
  wrongCall,
} from './game-test-kit.ts';

// An event on the row this process wrote last is written in one statement that checks the row's version (and,
// when it ends the game, settles it in that statement). A stale row must never be written over: the event falls
// back to the locking path and is applied to what the database holds.

describe('events applied to a known row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 80, misses: 80 });
  });
  afterAll(async () => t.close());

  /** A started game of a player funded with 20 USD, for a stake of 4. */
  async function startedGame() {
    const player = await fundedPlayer(t, 20);
    const { gameId } = await createGame(player, { stake: { value: 4, currency: 'USD' } });
    const started = await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      event: (at) => ({ type: 'start', at }),
    });
    expect(started?.row?.version).toBe((await loadGame(t, gameId)).version);
    return { player, gameId, row: started!.row! };
  }

  async function questionRows(gameId: string) {
    return queryRows<{ question_index: number; answer: string | null }>(
      t.database.db,
      sql`select question_index, answer from game_questions where game_id = ${gameId} order by question_index`,
    );
  }

  it('writes the state, the question row and the version in one go, as the locking path would', async () => {
    const { gameId, row } = await startedGame();
    const applied = await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      known: row,
      event: (at) => ({ type: 'answer', at, answer: 'goal' }),
    });
    expect(applied?.messages.map((message) => message.type)).toEqual(['questionAnswered']);
    const stored = await loadGame(t, gameId);
    expect(stored.version).toBe(row.version + 1);
    expect(stored.state).toEqual(applied!.state);
    expect(applied!.row).toMatchObject({ version: stored.version, status: stored.status });
    expect((await questionRows(gameId))[0]?.answer).toBe('goal');
  });

  it('never writes over a row another writer changed: it applies the event to the stored state instead', async () => {
    const { gameId, row: stale } = await startedGame();
    // Another process answers first.
    await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      event: (at) => ({ type: 'answer', at, answer: 'miss' }),
    });
    const afterFirst = await loadGame(t, gameId);
    const second = await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      known: stale,
      event: (at) => ({ type: 'answer', at, answer: 'goal' }),
    });
    // The stored state already has the answer: the second is refused, and nothing changed.
    expect(second?.messages.map((message) => message.type)).not.toContain('questionAnswered');
    expect(await loadGame(t, gameId)).toMatchObject({ version: afterFirst.version, state: afterFirst.state });
    expect((await questionRows(gameId))[0]?.answer).toBe('miss');
  });

  it("writes several games' events in one statement, each only where its game is still at the version known", async () => {
    const games = [await startedGame(), await startedGame(), await startedGame()];
    const stale = games[1]!;
    // Another writer moves the second game on first.
    await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId: stale.gameId,
      event: (at) => ({ type: 'answer', at, answer: 'miss' }),
    });
    const staleStored = await loadGame(t, stale.gameId);
    const now = t.clock.now();
    const results = await persistGameEvents(
      t.database.db,
      games.map(({ row }) => ({
        now,
        game: row,
        decision: decideGameEvent(row, now, (at) => ({ type: 'answer', at, answer: 'goal' })),
      })),
    );
    expect(results.map((result) => result?.gameId ?? null)).toEqual([games[0]!.gameId, null, games[2]!.gameId]);
    for (const index of [0, 2]) {
      const { gameId, row } = games[index]!;
      const stored = await loadGame(t, gameId);
      expect(stored.version).toBe(row.version + 1);
      expect(stored.state).toEqual(results[index]!.state);
      expect((await questionRows(gameId))[0]?.answer).toBe('goal');
    }
    // Nothing of the stale game's event was written.
    expect(await loadGame(t, stale.gameId)).toMatchObject({ version: staleStored.version, state: staleStored.state });
    expect((await questionRows(stale.gameId))[0]?.answer).toBe('miss');
  });

  it('applies events of many games at once through batched writes, each exactly as alone', async () => {
    const games = await Promise.all(Array.from({ length: 6 }, () => startedGame()));
    let batches = 0;
    const persistKnown = batchCalls({
      lanes: 1,
      maxBatch: 64,
      run: (writes: Parameters<typeof persistGameEvents>[1]) => {
        batches += 1;
        return persistGameEvents(t.database.db, writes);
      },
    });
    const applied = await Promise.all(
      games.map(({ gameId, row }) =>
        applyGameEvent({
          db: t.database.db,
          clock: t.clock,
          gameId,
          known: row,
          persistKnown,
          event: (at) => ({ type: 'answer', at, answer: 'goal' }),
        }),
      ),
    );
    expect(batches).toBeLessThan(games.length);
    for (const [index, { gameId, row }] of games.entries()) {
      expect(applied[index]?.messages.map((message) => message.type)).toEqual(['questionAnswered']);
      expect((await loadGame(t, gameId)).version).toBe(row.version + 1);
      expect((await questionRows(gameId))[0]?.answer).toBe('goal');
    }
  });

  /** Plays a game on the known row's path, every call right or every call wrong, to the event that ends it. */
  async function playToTheEnd(gameId: string, row: GameRow, rightCalls: boolean) {
    let known = row;
    for (let index = 0; ; index += 1) {
      const outcome = await outcomeOf(t, gameId, index);
      const answer = rightCalls ? outcome : wrongCall(outcome);
      const event = { db: t.database.db, clock: t.clock, gameId };
      const answered = await applyGameEvent({ ...event, known, event: (at) => ({ type: 'answer', at, answer }) });
      expect(answered?.messages.map((message) => message.type)).toEqual(['questionAnswered']);
      t.clock.advance(6_000);
      // After the pause: the next question, or the end.
      const next = await applyGameEvent({ ...event, known: answered!.row!, event: (at) => ({ type: 'tick', at }) });
      if (next?.state.phase === 'ended') return next;
      expect(next?.messages.map((message) => message.type)).toContain('questionSent');
      known = next!.row!;
    }
  }

  /** A question's stored row, and how often its clip counts as shown. */
  async function questionRow(gameId: string, index: number) {
    const [row] = await queryRows<{ sent_at: Date | string | null; shown_count: number }>(
      t.database.db,
      sql`select q.sent_at, c.shown_count from game_questions q join clips c on c.id = q.clip_id
           where q.game_id = ${gameId} and q.question_index = ${index}`,
    );
    return { ...row!, sent_at: row!.sent_at === null ? null : new Date(row!.sent_at) };
  }

  async function stakeAndFigures(gameId: string, userId: string) {
    const [row] = await queryRows<{ stake: string; winnings: string | null; games: number | null }>(
      t.database.db,
      sql`select (select status from money_transactions where idempotency_key = ${`game:${gameId}:stake`}) as stake,
                 (select amount::text from money_transactions where idempotency_key = ${`game:${gameId}:winnings`})
                   as winnings,
                 (select games from player_totals where user_id = ${userId}) as games`,
    );
    return row!;
  }

  it('stores after every kind of event exactly the state the rules computed, though it sends only what changed', async () => {
    const { gameId, row } = await startedGame();
    let known = row;
    const apply = async (event: Parameters<typeof applyGameEvent>[0]['event']) => {
      const applied = await applyGameEvent({ db: t.database.db, clock: t.clock, gameId, known, event });
      expect(applied?.changed).toBe(true);
      expect((await loadGame(t, gameId)).state).toEqual(applied!.state);
      known = applied!.row!;
      return applied!;
    };
    await apply((at) => ({ type: 'socketOpened', at, connectionId: 'socket-a' }));
    await apply((at) => ({ type: 'socketOpened', at, connectionId: 'socket-b' }));
    await apply((at) => ({ type: 'clipReady', at, questionIndex: 0 }));
    await apply((at) => ({ type: 'answer', at, answer: 'goal' }));
    await apply((at) => ({ type: 'socketClosed', at, connectionId: 'socket-a' }));
    t.clock.advance(6_000);
    await apply((at) => ({ type: 'clipReady', at, questionIndex: 1 }));
    // No call: the question runs out, and the game ends 'timeout' (settled in the same write).
    t.clock.advance(30_000);
    expect((await apply((at) => ({ type: 'tick', at }))).state).toMatchObject({ phase: 'ended', endReason: 'timeout' });
  });

  it('writes nothing when time alone moves the game; its next write carries it, question row and clip included', async () => {
    const { gameId, row } = await startedGame();
    const apply = (known: GameRow | undefined, event: Parameters<typeof applyGameEvent>[0]['event']) =>
      applyGameEvent({ db: t.database.db, clock: t.clock, gameId, known, event });
    const answered = await apply(row, (at) => ({ type: 'answer', at, answer: 'goal' }));
    const paused = await loadGame(t, gameId);
    t.clock.advance(6_500);
    // The pause is over: the next question goes out, and nothing is written.
    const sent = await apply(answered!.row, (at) => ({ type: 'tick', at }));
    expect(sent?.messages.map((message) => message.type)).toEqual(['questionSent']);
    expect(sent?.changed).toBe(false);
    expect(await loadGame(t, gameId)).toMatchObject({ version: paused.version, state: paused.state });
    const sentAt = sent!.state.questions[1]!.sentAt!;
    // Sent when the pause ended, not when the tick came: whoever reads the stored pause later derives the same.
    expect(sentAt).toBe(paused.state.pauseEndsAt);
    expect(await questionRow(gameId, 1)).toMatchObject({ sent_at: null, shown_count: 0 });
    t.clock.advance(200);
    const ready = await apply(sent!.row, (at) => ({ type: 'clipReady', at, questionIndex: 1 }));
    const stored = await loadGame(t, gameId);
    expect(stored).toMatchObject({ version: paused.version + 1, state: ready!.state });
    expect(stored.state.questions[1]).toMatchObject({ sentAt, clockStartedAt: t.clock.now().getTime() });
    expect(await questionRow(gameId, 1)).toMatchObject({ sent_at: new Date(sentAt), shown_count: 1 });
  });

  it('derives from the stored row what time did unwritten, the same way, when another path reads it', async () => {
    const { gameId, row } = await startedGame();
    const answered = await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      known: row,
      event: (at) => ({ type: 'answer', at, answer: 'goal' }),
    });
    t.clock.advance(7_000);
    const sent = await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      known: answered!.row,
      event: (at) => ({ type: 'tick', at }),
    });
    t.clock.advance(1_000);
    // The process that sent it is gone: another reads the row under lock, and the question was sent when it was.
    const ready = await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      event: (at) => ({ type: 'clipReady', at, questionIndex: 1 }),
    });
    expect(ready?.messages.map((message) => message.type)).toEqual(['questionSent', 'questionTimer']);
    expect((await loadGame(t, gameId)).state.questions[1]).toEqual(ready!.state.questions[1]);
    expect(ready!.state.questions[1]!.sentAt).toBe(sent!.state.questions[1]!.sentAt);
    expect(await questionRow(gameId, 1)).toMatchObject({ shown_count: 1 });
  });

  it('writes what time did when a socket of the game is on another process, which hears only of writes', async () => {
    const { gameId, row } = await startedGame();
    const event = { db: t.database.db, clock: t.clock, gameId, announceAs: 'this-process' };
    const opened = await applyGameEvent({
      ...event,
      known: row,
      event: (at) => ({ type: 'socketOpened', at, connectionId: 'other-process:socket' }),
    });
    const answered = await applyGameEvent({
      ...event,
      known: opened!.row,
      event: (at) => ({ type: 'answer', at, answer: 'goal' }),
    });
    t.clock.advance(6_500);
    const sent = await applyGameEvent({ ...event, known: answered!.row, event: (at) => ({ type: 'tick', at }) });
    expect(sent?.changed).toBe(true);
    expect(await loadGame(t, gameId)).toMatchObject({ version: answered!.version + 1, state: sent!.state });
  });

  it('writes a state stored in an older shape whole, in the shape the rules use now', async () => {
    const { gameId, row } = await startedGame();
    // A row written before questions had clockStartedAt (the fair clock, ADR 0009).
    const older = structuredClone(row.state) as { questions: Array<Record<string, unknown>> };
    for (const question of older.questions) delete question.clockStartedAt;
    await t.database.db.execute(sql`update games set state = ${JSON.stringify(older)}::jsonb where id = ${gameId}`);
    const applied = await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      known: { ...row, state: older },
      event: (at) => ({ type: 'answer', at, answer: 'goal' }),
    });
    const stored = (await loadGame(t, gameId)).state as { questions: Array<Record<string, unknown>> };
    expect(stored).toEqual(applied!.state);
    expect(stored.questions.every((question) => 'clockStartedAt' in question)).toBe(true);
  });

  it('ends a game and settles it in the same write: the stake, the winnings and the figures, once', async () => {
    const { player, gameId, row } = await startedGame();
    const ended = await playToTheEnd(gameId, row, true);
    expect(ended?.result).toMatchObject({ won: true, score: 5 });
    const payout = Number(ended!.result!.payout) / 100;
    expect(payout).toBeGreaterThan(4);
    expect((await loadGame(t, gameId)).status).toBe('ended');
    expect(await stakeAndFigures(gameId, player.user.id)).toEqual({
      stake: 'completed',
      winnings: String(ended!.result!.payout),
      games: 1,
    });
    // 20 − 4 + the payout, nothing held.
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 16 + payout },
      available: { value: 16 + payout },
    });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('writes nothing of the end when its settlement is refused: the game stays live, no money moves', async () => {
    const { player, gameId, row } = await startedGame();
    // A stake given back behind the game's back (what no path does): its settlement must now be refused.
    await releaseGameStake({ db: t.database.db, clock: t.clock, userId: player.user.id, gameId });
    const before = await loadGame(t, gameId);
    const end = playToTheEnd(gameId, row, false);
    await expect(end).rejects.toThrow('This stake is already cancelled');
    const after = await loadGame(t, gameId);
    expect(after.status).toBe('active');
    // Every answer written (each carrying the send of its question, which time did unwritten: performance note 0042), the
    // end and its settlement not.
    expect(after.version).toBe(before.version + 5);
    expect(after.state.questions.at(-1)?.answer).not.toBeNull();
    expect(await stakeAndFigures(gameId, player.user.id)).toEqual({ stake: 'cancelled', winnings: null, games: null });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ balance: { value: 20 } });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
