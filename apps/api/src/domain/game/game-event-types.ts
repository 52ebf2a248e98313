import type { Difficulty } from '@gom/contract/constants';
import type { GameEndReason } from '@gom/contract/socket';
import type { AppDatabase } from '../../db/client.ts';
import type { GameStatus, games } from '../../db/schema.ts';
import type { BatchedCall } from '../../lib/batch-calls.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import type { GameSettlement } from '../wallets/settle-game-stake.ts';
import type { RoundEffect, RoundEvent, RoundMessage, RoundState } from './rules/round-state.ts';

// The values of the live-game pipeline, one named type for each stage's output (README, "How an event flows"):
//   load    → a GameRow (locked: SELECT … FOR UPDATE) or a KnownGameRow (the row this process wrote last);
//   decide  → a GameDecision: the pure rules on that row (decide-game-event.ts), nothing written;
//   persist → a GameEventPersist is written in one statement, with its GameSettlement when the game ends
//             (persist-game-event.ts), and answers an AppliedGameEvent;
//   deliver → the AppliedGameEvent's messages go to the sockets after the commit (engine/deliver-game-messages.ts).
// The types live apart from the stages so that no stage imports another only for a type (no import circles).

export type GameRow = typeof games.$inferSelect;

/**
 * A game's row as this process knows it. Its `state` may be ahead of the database by what time alone did since the
 * last write (a question sent at its pause's end, a clip's clock started at its cap), which every reader of the
 * stored state derives alike and so is not written on its own (performance note 0042): `storedState` is then the state the
 * database holds, which the next write's changes are taken from.
 */
export type KnownGameRow = GameRow & { storedState?: GameRow['state'] };

/** The game row's columns an event sets. */
export interface GameRowChanges {
  state: RoundState;
  status: GameStatus;
  score: number;
  endReason: RoundState['endReason'];
  nextWakeAt: Date | null;
  lastEventAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  updatedAt: Date;
}

/** What one event does to a game's row (decide): the rules' transition and the row's new columns. */
export interface GameDecision {
  /** The state the rules ran on (the row's, brought up to date) and the one they left. */
  before: RoundState;
  after: RoundState;
  /** Money and end effects: 'settle' (persisted with the write) and 'void' (the stake released after it). */
  effects: RoundEffect[];
  /** The event as applied if nothing is written (a refusal, or time alone). */
  result: AppliedGameEvent;
  changes: GameRowChanges;
  /** Nothing changed: nothing to write (a refusal answers its sender only). */
  unchanged: boolean;
  /** Time alone moved the game: derivable from the stored state, so it need not be written (performance note 0042). */
  byTimeAlone: boolean;
}

/** One decided event to persist, on the row it was decided on. */
export interface GameEventPersist {
  now: Date;
  /**
   * The row the event was decided on: it is written only if the database still holds this version. Its state may
   * be ahead of the database by time alone (`storedState`): the write then carries that too.
   */
  game: KnownGameRow;
  decision: GameDecision;
  /**
   * The game ends with this settlement (settlementToPersist): run in the same statement, only if the update
   * matched. A statement settles one game at most: the batcher sends no settlements (apply-to-known-row.ts).
   */
  settlement?: GameSettlement;
  /**
   * Several processes: this process's id. The change is announced by the same statement (so only if the update
   * matched), when a socket of the game is on another process (publish-game-event.ts).
   */
  announceAs?: string;
  /**
   * The fan-out publishes after the commit (FANOUT=nats): the statement sends no NOTIFY, and the notice rides on
   * the applied event (`notice`) for the engine to publish once the write has committed.
   */
  announceAfterCommit?: boolean;
}

/** An ended game's result as settled, for its `gameEnded` message (read-game-result.ts). */
export interface GameResult {
  score: number;
  totalQuestions: number;
  reason: GameEndReason;
  /** The level the game was played on. */
  difficulty: Difficulty;
  /** Questions the player called; a game cut short by a timeout or a disconnection has fewer than its total. */
  answered: number;
  won: boolean;
  currency: string;
  /** Minor units. */
  stake: bigint;
  /** Minor units actually paid as winnings: 0 on a loss. */
  payout: bigint;
  /** The 'winnings' transaction's id (as `GET /users/{id}/transactions` lists it), or null when none. */
  winningsTransactionId: string | null;
  /**
   * A playing window's entry before its tournament's close (decision 0173): its score and verdicts are withheld
   * until then, this time, and nothing built from this result may tell them (its end is sent as `entryEnded`).
   * Null for every result that may be told.
   */
  withheldUntil: Date | null;
}

/** An event as persisted (or decided to need no write): what deliver sends, and the next event's known row. */
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
  /**
   * With `announceAfterCommit`: the notice to publish once this write has committed (set only when a socket of
   * the game is on another process); the caller publishes it, never before the commit.
   */
  notice?: string;
}

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
  /** The notice is published by the caller after the commit (FANOUT=nats) instead of NOTIFY in the write. */
  announceAfterCommit?: boolean;
  /**
   * Runs the locking transaction, which holds a pooled connection across several round trips, and a known row's
   * settling write (which may wait for the house account other settlements lock): the engine caps how many run at
   * once, so the one-statement events of every other game always find a connection (without the cap,
   * settlements waiting on the house account held the whole pool and answers queued behind them for seconds).
   */
  underLock?: ConcurrencyLimit;
  /**
   * Persists a known row's event in autocommit (persistGameEvents' statement), batched with other games' events by
   * the engine (batch-calls.ts); unset: the event's own statement.
   */
  persistKnown?: BatchedCall<GameEventPersist, AppliedGameEvent | null>;
}
