import type { AppDatabase } from '../../../../db/client.ts';
import type { Clock } from '../../../../lib/clock.ts';
import type { AppliedGameEvent, GameRow } from '../../game-event-types.ts';
import { gameResultOf } from '../../read-game-result.ts';
import { challengeMode } from './challenge-mode.ts';

// The challenge mode's side of the pipeline's persist stage (decision 0160): a challenge entry is played by the solo
// engine, but its money is the match's. Its end settles nothing against the house: the entry's stake stays held
// until the match settles, which happens in this same transaction once both entries have been played (the match's
// row lock orders two entries ending at once: the second to lock sees the first ended, and settles).

/**
 * After the write that ended or voided a challenge entry, in its transaction: the match settles if it is decided,
 * and the entry's `gameEnded` states no winnings (what the challenge paid is the challenge page's).
 */
export async function endChallengeEntry(options: {
  db: AppDatabase;
  clock: Clock;
  game: GameRow;
  applied: AppliedGameEvent;
}): Promise<void> {
  const { db, clock, game, applied } = options;
  await challengeMode.settle({ db, clock, matchId: game.matchId });
  if (applied.row?.status === 'ended') applied.result = gameResultOf(applied.row, undefined);
}
