import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { gameQuestions, games } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import { updateClipHolds } from '../clips/catalog/hold-clips.ts';
import { recordSettledGame } from '../stats/record-settled-game.ts';
import { payWinnings } from '../wallets/pay-winnings.ts';
import { captureGameStake, releaseGameStake } from '../wallets/settle-game-stake.ts';
import { applyToKnownRow } from './apply-to-known-row.ts';
import { othersListen, publishGameEvent } from './publish-game-event.ts';
import { readGameResult, type GameResult } from './read-game-result.ts';
import { computePayout } from './rules/odds.ts';
import type { RoundEffect, RoundEvent, RoundMessage, RoundQuestion, RoundState } from './rules/round-state.ts';
import { changedQuestions, newlySent, runGameEvent, toDate, type GameRow } from './run-game-event.ts';

// One event of a live game, applied the only way events are applied: in one database transaction that
// locks the game row, runs the pure rules at the clock's time, stores the new state with its next wake-up
// and its question rows, and performs the money effects (settle or void) before COMMIT. A game reaches
// 'ended' or 'voided' once under its row lock, and the ledger's idempotency keys refuse a second capture
// or payout anyway, so each game settles exactly once whoever applies its events, and however often.
// Messages are returned, never sent here: the caller delivers them only after the commit. An event that moves
// no money, on a row this process wrote last, takes the one-statement path of apply-to-known-row.ts instead.

export interface ApplyGameEventOptions {
  db: AppDatabase;
  clock: Clock;
  gameId: string;
  /** Built with the time the event applies at: the clock's, never earlier than the game's last event. */
  event: (at: number) => RoundEvent;
  /**
   * For the scheduler: skip a game whose row another process holds (it is applying an event that will
   * also fire what is due), and do nothing unless the game is due.
   */
  onlyIfDue?: boolean;
  /**
   * The game's row as this process last wrote it. An event without money effects is then written in one
   * statement that checks the row's version instead of locking it first (applyToKnownRow); a stale row falls
   * back to the locking transaction.
   */
  known?: GameRow;
  /**
   * Several processes (PostgreSQL): the id of the process applying the event. A change is then announced on
   * GAME_EVENTS_CHANNEL in the same transaction (or statement), so other processes hear it only once it commits,
   * in commit order (publish-game-event.ts); only when a socket of the game is on another process.
   */
  announceAs?: string;
  /**
   * Runs the locking transaction, which holds a pooled connection across several round trips (and, when it
   * settles, waits for the house account every settlement locks): the engine caps how many run at once, so the
   * one-statement events of every other game always find a connection (issue 14: without the cap, settlements
   * waiting on the house account held the whole pool and answers queued behind them for seconds).
   */
  underLock?: ConcurrencyLimit;
}

export interface AppliedGameEvent {
  gameId: string;
  userId: string;
  state: RoundState;
  messages: RoundMessage[];
  nextWakeAt: Date | null;
  /** The game row's version after the event: one more per change, the order messages are delivered in. */
  version: number;
  /** Whether the event changed the game (else it only answered its sender, and announced nothing). */
  changed: boolean;
  /** Set when this event ended the game: the settled result, for its `gameEnded` message. */
  result?: GameResult;
  /** The game's row as this event left it, when it wrote one: the next event's `known`. */
  row?: GameRow;
}

export async function applyGameEvent(options: ApplyGameEventOptions): Promise<AppliedGameEvent | null> {
  const { known } = options;
  // A wake-up this process armed for its own game (the next question, a deadline) is due by the row it wrote;
  // if anyone changed the row since, the version check fails and the locking path decides, SKIP LOCKED.
  const dueByKnownRow = known?.nextWakeAt != null && known.nextWakeAt.getTime() <= options.clock.now().getTime();
  if (known && (!options.onlyIfDue || dueByKnownRow)) {
    const applied = await applyToKnownRow({ ...options, known });
    if (applied) return applied;
  }
  return options.underLock ? options.underLock(() => applyUnderLock(options)) : applyUnderLock(options);
}

async function applyUnderLock(options: ApplyGameEventOptions): Promise<AppliedGameEvent | null> {
  const { db, clock, gameId, onlyIfDue = false } = options;
  return db.transaction(async (tx) => {
    const query = tx.select().from(games).where(eq(games.id, gameId));
    const [game] = await (onlyIfDue ? query.for('update', { skipLocked: true }) : query.for('update'));
    if (!game) return null;
    const now = clock.now();
    if (onlyIfDue && (game.nextWakeAt === null || game.nextWakeAt.getTime() > now.getTime())) return null;

    const { before, after, effects, result, changes, unchanged } = runGameEvent(game, now, options.event);
    if (unchanged) return { ...result, row: game };

    const updated = await tx
      .update(games)
      .set({ ...changes, version: sql`${games.version} + 1` })
      .where(and(eq(games.id, gameId), eq(games.version, game.version)))
      .returning({ id: games.id });
    if (updated.length !== 1) throw new Error(`Game ${gameId} changed under its row lock`);
    result.row = { ...game, ...changes, version: game.version + 1 };
    result.version = game.version + 1;
    result.changed = true;

    await writeQuestionRows(tx, gameId, before.questions, after.questions);
    await updateGameClipHolds(tx, now, before, after);
    for (const effect of effects) await performEffect({ db: tx, clock, game, state: after, effect });
    // Read back inside the same transaction, after the money moved: the message says what was written.
    if (effects.some((effect) => effect.type === 'settle')) {
      const settled = await readGameResult({ db: tx, gameId });
      if (!settled) throw new Error(`Game ${gameId} settled but did not end`);
      result.result = settled;
    }
    if (options.announceAs !== undefined && othersListen(options.announceAs, before, after)) {
      await publishGameEvent({ db: tx, applied: result, from: options.announceAs });
    }
    return result;
  });
}

/**
 * Single use (issue 10): a clip whose question was just sent is shown for good; when the game ends or is voided,
 * the clips of questions it never sent go back to the fresh buffer. Same transaction as the state, so a clip is
 * counted exactly once however the game ends.
 */
async function updateGameClipHolds(db: AppDatabase, now: Date, before: RoundState, after: RoundState): Promise<void> {
  const sent = newlySent(before, after);
  const finished = (phase: RoundState['phase']) => phase === 'ended' || phase === 'voided';
  const unsent =
    finished(after.phase) && !finished(before.phase)
      ? after.questions.filter((question) => question.sentAt === null)
      : [];
  await updateClipHolds({
    db,
    now,
    shown: sent.map((question) => question.clipId),
    released: unsent.map((question) => question.clipId),
  });
}

async function writeQuestionRows(
  db: AppDatabase,
  gameId: string,
  before: readonly RoundQuestion[],
  after: readonly RoundQuestion[],
): Promise<void> {
  for (const { index, question } of changedQuestions(before, after)) {
    await db
      .update(gameQuestions)
      .set({
        answer: question.answer,
        isCorrect: question.isCorrect,
        sentAt: toDate(question.sentAt),
        deadlineAt: toDate(question.deadlineAt),
        answeredAt: toDate(question.answeredAt),
      })
      .where(and(eq(gameQuestions.gameId, gameId), eq(gameQuestions.questionIndex, index)));
  }
}

async function performEffect(options: {
  db: AppDatabase;
  clock: Clock;
  game: GameRow;
  /** The state the effect comes with (the game's final state). */
  state: RoundState;
  effect: RoundEffect;
}): Promise<void> {
  const { db, clock, game, state, effect } = options;
  const stake = { db, clock, userId: game.userId, gameId: game.id };
  if (effect.type === 'void') {
    await releaseGameStake(stake);
    return;
  }
  // The player figures' rollups move with the settlement: a settled game is counted once, a voided one never.
  await recordSettledGame({
    db,
    userId: game.userId,
    endedAt: new Date(state.endedAt ?? clock.now().getTime()),
    answered: state.questions.filter((question) => question.answer !== null).length,
    correct: effect.score,
    won: effect.won,
  });
  // The money last: every settlement locks the one house account of its currency, so the fewer statements
  // between that lock and COMMIT, the more settlements per second (issue 14's benchmark).
  await captureGameStake(stake);
  if (!effect.won) return;
  const amount = computePayout({ stakeMinor: game.stake, oddsHundredths: game.oddsHundredths });
  if (amount > 0n) await payWinnings({ ...stake, walletId: game.walletId, amount });
}
