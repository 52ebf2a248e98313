import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { games } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import { releaseGameStake } from '../wallets/settle-game-stake.ts';
import { applyToKnownRow } from './apply-to-known-row.ts';
import type { GameResult } from './read-game-result.ts';
import type { RoundEvent, RoundMessage, RoundState } from './rules/round-state.ts';
import { nextWakeOf, runGameEvent, type GameRow, type KnownGameRow } from './run-game-event.ts';
import { settlementOfEvent } from './settlement-of-event.ts';
import { writeGameEvent, type GameEventWrite } from './write-game-event.ts';
import type { BatchedCall } from '../../lib/batch-calls.ts';

// One event of a live game: the pure rules run at the clock's time on the game's row, and the new state, its
// next wake-up, its question rows, its clips and, when it ends the game, its settlement (the stake, the winnings,
// the rollups: settle-game-stake.ts) are written in one statement that updates the row only at the version the
// rules ran on (write-game-event.ts). A game voided before it started releases its stake after that statement,
// in the same transaction. The row is the one this process wrote last when it has it, and otherwise (or when that
// one is stale) the row locked with SELECT … FOR UPDATE. A game reaches 'ended' or 'voided' once, under its row
// lock (the version-checked update takes it too), and its stake settles once anyway (`ledger_settle_game` changes
// nothing for a stake already completed), so each game settles exactly once whoever applies its events, and
// however often. Messages are returned, never sent here: the caller delivers them only after the commit. An event
// on a known row that voids nothing is that one statement alone in autocommit (apply-to-known-row.ts).

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
   * The game's row as this process last wrote it (or just read it). The event is then written against it
   * without locking it first: one statement in autocommit without money effects (applyToKnownRow), the same
   * statement then the effects in a transaction with them; a stale row falls back to locking the row.
   */
  known?: KnownGameRow;
  /**
   * Several processes (PostgreSQL): the id of the process applying the event. A change is then announced on
   * GAME_EVENTS_CHANNEL in the same transaction (or statement), so other processes hear it only once it commits,
   * in commit order (publish-game-event.ts); only when a socket of the game is on another process.
   */
  announceAs?: string;
  /**
   * Runs the locking transaction, which holds a pooled connection across several round trips, and a known row's
   * settling write (which may wait for the house account other settlements lock): the engine caps how many run at
   * once, so the one-statement events of every other game always find a connection (without the cap,
   * settlements waiting on the house account held the whole pool and answers queued behind them for seconds).
   */
  underLock?: ConcurrencyLimit;
  /**
   * Writes a known row's event in autocommit (writeGameEvent's statement), batched with other games' events by the
   * engine (batch-calls.ts); unset: the event's own statement.
   */
  writeKnown?: BatchedCall<GameEventWrite, AppliedGameEvent | null>;
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
  /**
   * The game's row as this event left it, when it wrote one or when time alone moved it (then unwritten, its
   * `storedState` what the database holds): the next event's `known`.
   */
  row?: KnownGameRow;
}

export async function applyGameEvent(options: ApplyGameEventOptions): Promise<AppliedGameEvent | null> {
  // A wake-up this process armed for its own game (the next question, a deadline) is due by the row it knows;
  // if anyone changed the row since, the version check fails and the locking path decides, SKIP LOCKED. One not
  // due by that row was done already (a timer and the poller both woke it): the stored row may be behind it by what
  // time did unwritten (performance note 0042), so it is not asked. Another process's write would have dropped the row
  // (the engine forgets a game's row when it hears of one).
  const { known } = options;
  if (known && options.onlyIfDue && !isDue(known, options.clock.now())) return null;
  if (known) {
    const applied = await applyToKnownRow({ ...options, known });
    if (applied) return applied;
  }
  const inTransaction = () => applyInTransaction(options, known);
  return options.underLock ? options.underLock(inTransaction) : inTransaction();
}

/**
 * The event in a transaction, for one with money effects or one the one-statement path could not write. A known
 * row is tried first: written at its version, which takes the row's lock, and settled after it. A stale one (or
 * none) means locking the row, then running the rules on what it holds.
 */
async function applyInTransaction(
  options: ApplyGameEventOptions,
  known: KnownGameRow | undefined,
): Promise<AppliedGameEvent | null> {
  const { db, clock, gameId, onlyIfDue = false } = options;
  return db.transaction(async (tx) => {
    if (known) {
      // A refusal decided on a known row may depend on a change another process made: the lock decides it.
      const applied = await writeAndSettle({ ...options, db: tx, game: known, now: clock.now() });
      if (applied?.changed) return applied;
    }
    const query = tx.select().from(games).where(eq(games.id, gameId));
    const [game] = await (onlyIfDue ? query.for('update', { skipLocked: true }) : query.for('update'));
    if (!game) return null;
    const now = clock.now();
    if (onlyIfDue && !isDue(game, now)) return null;
    const applied = await writeAndSettle({ ...options, db: tx, game, now });
    if (applied === null) throw new Error(`Game ${gameId} changed under its row lock`);
    return applied;
  });
}

/**
 * Runs the rules on `game` and, if the database still holds that version, writes the event (write-game-event.ts)
 * with its settlement in the same statement, then a void's release of the stake, in the caller's transaction. Null
 * when the row has moved on (nothing written); `changed: false` when the event changes nothing (a refusal,
 * decided on this row: nothing to write).
 */
export async function writeAndSettle(
  options: Pick<ApplyGameEventOptions, 'db' | 'clock' | 'event' | 'announceAs'> & { game: KnownGameRow; now: Date },
): Promise<AppliedGameEvent | null> {
  const { db, clock, game, now } = options;
  const run = runGameEvent(game, now, options.event);
  if (run.unchanged) return { ...run.result, row: game };
  const settlement = await settlementOfEvent({ db, clock, game, run });
  const applied = await writeGameEvent({ db, now, game, run, settlement, announceAs: options.announceAs });
  if (!applied) return null;
  if (run.effects.some((effect) => effect.type === 'void')) {
    await releaseGameStake({ db, clock, userId: game.userId, gameId: game.id });
  }
  return applied;
}

/**
 * Whether a wake-up of the game is due by its state: any deadline, those time alone fires unwritten included (the
 * row's next_wake_at holds only the next one that must be written, for the poller: performance note 0042).
 */
function isDue(game: GameRow, now: Date): boolean {
  const wake = nextWakeOf(game);
  return wake !== null && wake <= now.getTime();
}
