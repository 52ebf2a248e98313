import { decideGameEvent } from './decide-game-event.ts';
import type { AppliedGameEvent, ApplyGameEventOptions, GameEventPersist, KnownGameRow } from './game-event-types.ts';
import { persistGameEvent, settlementToPersist } from './persist-game-event.ts';
import { othersListen } from './publish-game-event.ts';

// The live game's hot path: most events (a start, an answer, the next question) move no money. When
// this process wrote the game's row last, it knows the row, so it runs the rules on it and writes the new state,
// the changed question rows and the shown clips in ONE statement that updates the game only if its version is
// still the one known (persist-game-event.ts), committing on its own: one round trip instead of five, shared with
// the other games' events of the moment when the engine batches them (`persistKnown`). Any other writer (another
// process, the scheduler) bumps the version, the update matches no row, nothing is written, and the caller falls
// back to the locking path. An event that ends the game carries its settlement in that same statement, alone (the
// batcher never settles); one that voids the game takes the locking transaction (its stake's release follows).

export async function applyToKnownRow(
  options: ApplyGameEventOptions & { known: KnownGameRow },
): Promise<AppliedGameEvent | null> {
  const { db, clock, known: game } = options;
  const now = clock.now();
  const decision = decideGameEvent(game, now, options.event);
  // A refusal writes nothing and may depend on a state another process changed: the locking path decides it. So do
  // a void and a contest entry's end, whose money follows the write in its transaction.
  const locks = (effect: (typeof decision.effects)[number]) =>
    effect.type === 'void' || (effect.type === 'settle' && game.mode !== 'solo');
  if (decision.unchanged || decision.effects.some(locks)) return null;
  if (decision.byTimeAlone && !(options.announceAs !== undefined && othersListen(options.announceAs, decision.after))) {
    // Time alone moved the game (its next question sent when the pause ended, a clip's clock started at its cap):
    // every reader of the stored row derives the same at any later time, so nothing is written; the row stays
    // ahead of the database in memory until the game's next write carries it (performance note 0042). Only when no socket of
    // the game is on another process, which would hear of it only from a write.
    const storedState = game.storedState ?? game.state;
    const row = { ...game, ...decision.changes, version: game.version, storedState };
    return { ...decision.result, row };
  }
  const { announceAs, announceAfterCommit } = options;
  const write: GameEventPersist = { now, game, decision, announceAs, announceAfterCommit };
  const settlement = await settlementToPersist({ db, clock, game, decision });
  if (settlement) {
    // It may wait on the house row other settlements lock: capped with the locking transactions (underLock).
    const settle = () => persistGameEvent({ db, ...write, settlement });
    return options.underLock ? options.underLock(settle) : settle();
  }
  return options.persistKnown ? options.persistKnown(write) : persistGameEvent({ db, ...write });
}
