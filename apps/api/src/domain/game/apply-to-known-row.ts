import type { AppliedGameEvent, ApplyGameEventOptions } from './apply-game-event.ts';
import { othersListen } from './publish-game-event.ts';
import { runGameEvent, type KnownGameRow } from './run-game-event.ts';
import { settlementOfEvent } from './settlement-of-event.ts';
import { writeGameEvent } from './write-game-event.ts';

// The live game's hot path: most events (a start, an answer, the next question) move no money. When
// this process wrote the game's row last, it knows the row, so it runs the rules on it and writes the new state,
// the changed question rows and the shown clips in ONE statement that updates the game only if its version is
// still the one known (write-game-event.ts), committing on its own: one round trip instead of five, shared with
// the other games' events of the moment when the engine batches them (`writeKnown`). Any other writer (another
// process, the scheduler) bumps the version, the update matches no row, nothing is written, and the caller falls
// back to the locking path. An event that ends the game carries its settlement in that same statement, alone (the
// batcher never settles); one that voids the game takes the locking transaction (its stake's release follows).

export async function applyToKnownRow(
  options: ApplyGameEventOptions & { known: KnownGameRow },
): Promise<AppliedGameEvent | null> {
  const { db, clock, known: game } = options;
  const now = clock.now();
  const run = runGameEvent(game, now, options.event);
  // A refusal writes nothing and may depend on a state another process changed: the locking path decides it.
  if (run.unchanged || run.effects.some((effect) => effect.type === 'void')) return null;
  if (run.byTimeAlone && !(options.announceAs !== undefined && othersListen(options.announceAs, run.after))) {
    // Time alone moved the game (its next question sent when the pause ended, a clip's clock started at its cap):
    // every reader of the stored row derives the same at any later time, so nothing is written; the row stays
    // ahead of the database in memory until the game's next write carries it (performance note 0042). Only when no socket of
    // the game is on another process, which would hear of it only from a write.
    const storedState = game.storedState ?? game.state;
    const row = { ...game, ...run.changes, version: game.version, storedState };
    return { ...run.result, row };
  }
  const write = { now, game, run, announceAs: options.announceAs };
  const settlement = await settlementOfEvent({ db, clock, game, run });
  if (settlement) {
    // It may wait on the house row other settlements lock: capped with the locking transactions (underLock).
    const settle = () => writeGameEvent({ db, ...write, settlement });
    return options.underLock ? options.underLock(settle) : settle();
  }
  return options.writeKnown ? options.writeKnown(write) : writeGameEvent({ db, ...write });
}
