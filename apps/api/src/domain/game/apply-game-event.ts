import { eq } from 'drizzle-orm';
import { games } from '../../db/schema.ts';
import { releaseGameStake } from '../wallets/settle-game-stake.ts';
import { applyToKnownRow } from './apply-to-known-row.ts';
import { endChallengeEntry } from './modes/challenge/end-challenge-entry.ts';
import { endWindowEntry } from './modes/window-tournament/end-window-entry.ts';
import { decideGameEvent, nextWakeOf } from './decide-game-event.ts';
import type { AppliedGameEvent, ApplyGameEventOptions, GameRow, KnownGameRow } from './game-event-types.ts';
import { persistGameEvent, settlementToPersist } from './persist-game-event.ts';

// One event of a live game, through the pipeline's stages (game-event-types.ts): load the game's row (the one this
// process wrote last when it has it, else the row locked), decide (decide-game-event.ts: the pure rules at the
// clock's time), persist (persist-game-event.ts), and return what the caller delivers after the commit. The new
// state, its
// next wake-up, its question rows, its clips and, when it ends the game, its settlement (the stake, the winnings,
// the rollups: settle-game-stake.ts) are written in one statement that updates the row only at the version the
// rules ran on (persist-game-event.ts). A game voided before it started releases its stake after that statement,
// in the same transaction. The row is the one this process wrote last when it has it, and otherwise (or when that
// one is stale) the row locked with SELECT … FOR UPDATE. A game reaches 'ended' or 'voided' once, under its row
// lock (the version-checked update takes it too), and its stake settles once anyway (`ledger_settle_game` changes
// nothing for a stake already completed), so each game settles exactly once whoever applies its events, and
// however often. Messages are returned, never sent here: the caller delivers them only after the commit. An event
// on a known row that voids nothing is that one statement alone in autocommit (apply-to-known-row.ts).

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
      const applied = await decideAndPersist({ ...options, db: tx, game: known, now: clock.now() });
      if (applied?.changed) return applied;
    }
    const query = tx.select().from(games).where(eq(games.id, gameId));
    const [game] = await (onlyIfDue ? query.for('update', { skipLocked: true }) : query.for('update'));
    if (!game) return null;
    const now = clock.now();
    if (onlyIfDue && !isDue(game, now)) return null;
    const applied = await decideAndPersist({ ...options, db: tx, game, now });
    if (applied === null) throw new Error(`Game ${gameId} changed under its row lock`);
    return applied;
  });
}

/**
 * Runs the rules on `game` and, if the database still holds that version, writes the event (persist-game-event.ts)
 * with its settlement in the same statement, then a void's release of the stake, in the caller's transaction. Null
 * when the row has moved on (nothing written); `changed: false` when the event changes nothing (a refusal,
 * decided on this row: nothing to write).
 */
export async function decideAndPersist(
  options: Pick<ApplyGameEventOptions, 'db' | 'clock' | 'event' | 'announceAs' | 'announceAfterCommit'> & {
    game: KnownGameRow;
    now: Date;
  },
): Promise<AppliedGameEvent | null> {
  const { db, clock, game, now } = options;
  const decision = decideGameEvent(game, now, options.event);
  if (decision.unchanged) return { ...decision.result, row: game };
  const settlement = await settlementToPersist({ db, clock, game, decision });
  const { announceAs, announceAfterCommit } = options;
  const applied = await persistGameEvent({ db, now, game, decision, settlement, announceAs, announceAfterCommit });
  if (!applied) return null;
  const ends = decision.effects.some((effect) => effect.type === 'void' || effect.type === 'settle');
  // A challenge entry's money is its match's: its end may settle the match (modes/challenge/), never the house.
  if (game.mode === 'challenge' && ends) await endChallengeEntry({ db, clock, game, applied });
  // A tournament entry reaches the solo engine only from a playing window: its fee is the pool's, paid out at the close.
  else if (game.mode === 'tournament') {
    if (ends) await endWindowEntry({ db, applied });
  } else if (decision.effects.some((effect) => effect.type === 'void')) {
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
